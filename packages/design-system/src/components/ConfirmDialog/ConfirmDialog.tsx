import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading, e.g. 'Warning'. */
  title: ReactNode;
  /** The question. */
  text?: ReactNode;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, Escape or the backdrop. */
  onCancel: () => void;
  /** Confirm button label. */
  confirmLabel?: string;
  /** Cancel button label. */
  cancelLabel?: string;
  /** danger for destructive confirmations. */
  confirmVariant?: ButtonVariant;
  /** Confirm is running; the button shows a spinner. */
  loading?: boolean;
  /** Panel width in px. */
  width?: number;
}

/**
 * Two-button question (OK / Cancel), e.g. the brand switch warning of spec §4. Focus starts on
 * Cancel so a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  loading = false,
  width,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      hideCloseButton
      width={width}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {text}
    </Dialog>
  );
}
