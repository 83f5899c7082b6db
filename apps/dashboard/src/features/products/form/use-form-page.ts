import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToaster } from '@seller/design-system';
import { refreshProductList } from '../products-queries';
import type { ProductRequests } from '../products-writes';
import { listPath, type ProductApiVersion } from '../urls';

/**
 * What every form page shares: the dirty flag for the leave guard, the props its form takes
 * from the page, and leaving after a save. Leaving waits one render so the guard has already
 * been switched off by then.
 */
export function useFormPage(requests: ProductRequests | null, version: ProductApiVersion) {
  const navigate = useNavigate();
  const toaster = useToaster();
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  return {
    guard: dirty && leaveTo === null,
    navigate,
    form: {
      onDirtyChange,
      onCancel: () => navigate(listPath(version)),
      // Without a brand there is no one to upload for.
      uploadImage: (file: File) =>
        requests ? requests.uploadImage(file) : Promise.reject(new Error('no brand')),
    },
    /** A save went through: the list shows it, the seller is told, and the page leaves. */
    saved(message: string, to: string) {
      if (requests) void refreshProductList(requests.scope);
      toaster.show({ type: 'success', message });
      setDirty(false);
      setLeaveTo(to);
    },
  };
}
