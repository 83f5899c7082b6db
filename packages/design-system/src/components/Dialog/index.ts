export { Dialog } from './Dialog';
export type { DialogProps } from './dialog-types';
