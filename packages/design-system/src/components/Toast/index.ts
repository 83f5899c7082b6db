export { Toast, type ToastProps, type ToastType } from './Toast';
export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export { useToaster, type Toaster, type ToastOptions } from './toaster-context';
