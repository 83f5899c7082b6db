import { createContext, useContext, type ReactNode } from 'react';
import type { ToastType } from './Toast';

export interface ToastOptions {
  /** Tone and icon. */
  type?: ToastType;
  /** The message. */
  message: ReactNode;
  /** Milliseconds before it hides itself; 0 keeps it until closed. */
  duration?: number;
}

export interface Toaster {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Hides a toast by id. */
  dismiss: (id: string) => void;
}

export const ToasterContext = createContext<Toaster | null>(null);

/** Access to the nearest ToastProvider. */
export const useToaster = (): Toaster => {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster must be used inside <ToastProvider>');
  return toaster;
};
