import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductRequests } from '../api/product-requests';
import type { ProductTypeOption } from '../api/product-types';

/**
 * What every form page shares: the dirty flag for the leave guard, and leaving after a save.
 * Leaving waits one render so the guard has already been switched off by then.
 */
export function useFormPage() {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const leaveAfterSave = useCallback((to: string) => {
    setDirty(false);
    setLeaveTo(to);
  }, []);

  return { guard: dirty && leaveTo === null, onDirtyChange, leaveAfterSave, navigate };
}

/** Product types for the form's dropdown; an empty list if the call fails (the field is optional). */
export function useProductTypes(requests: ProductRequests | null): ProductTypeOption[] {
  const [types, setTypes] = useState<ProductTypeOption[]>([]);
  useEffect(() => {
    if (!requests) return;
    let current = true;
    requests.productTypes().then(
      (list) => current && setTypes(list),
      () => current && setTypes([]),
    );
    return () => {
      current = false;
    };
  }, [requests]);
  return types;
}
