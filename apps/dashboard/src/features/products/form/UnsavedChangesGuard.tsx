import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@seller/design-system';
import { productCopy } from '../copy';

export interface UnsavedChangesGuardProps {
  /** The form has changes that are not saved. */
  when: boolean;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's
 * blocker, a reload or closing the tab through the browser's own prompt. A brand switch on
 * these paths has its own confirmation (§4).
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={productCopy.unsavedTitle}
      text={productCopy.unsavedText}
      confirmLabel={productCopy.leave}
      cancelLabel={productCopy.stay}
      confirmVariant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
