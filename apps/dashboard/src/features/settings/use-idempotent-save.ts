import { useCallback, useRef, useState } from 'react';

/**
 * One write at a time, under one Idempotency-Key per intended write: a double click or a retry
 * of the same input sends the same key (the sandbox answers it once); a success or an edit of
 * the input starts a new key.
 */
export function useIdempotentSave<T>(write: (key: string) => Promise<T>) {
  const key = useRef<string>(crypto.randomUUID());
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const renewKey = useCallback(() => {
    if (!running.current) key.current = crypto.randomUUID();
  }, []);

  const save = useCallback(async (): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      const result = await write(key.current);
      key.current = crypto.randomUUID();
      return result;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [write]);

  return { save, busy, renewKey };
}
