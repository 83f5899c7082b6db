import type { ReactNode, RefObject } from 'react';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user asks to close: close icon, Escape or a click on the backdrop. */
  onClose: () => void;
  /** Heading, also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Body content. */
  children?: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  /** Panel width in px; the spec's default is 390 (583 for onboarding). */
  width?: number;
  /** Distance from the top of the viewport; 15vh by default. */
  top?: string;
  /** Label of the close icon. */
  closeLabel?: string;
  /** Hide the close icon (e.g. a confirm that must be answered with its buttons). */
  hideCloseButton?: boolean;
  /** Close on a click outside the panel. */
  closeOnBackdropClick?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when the dialog opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Centre the title and body (info and result dialogs). */
  centered?: boolean;
}
