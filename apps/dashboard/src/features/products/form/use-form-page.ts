import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

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
