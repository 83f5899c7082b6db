import { useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per intended create. A retry of the same input after a failure (a timeout
 * whose write may have gone through) sends the same key, so the server answers the first write
 * instead of creating a second product; other input, or any save after a success, is a new write.
 * Comparing the input itself, rather than watching the form, also covers an edit that is typed
 * back to what was sent.
 */
export function useIdempotencyKey() {
  const pending = useRef<{ input: string; key: string } | null>(null);
  return useMemo(
    () => ({
      /** The key to send with this input. */
      keyFor(input: unknown): string {
        const signature = JSON.stringify(input);
        if (pending.current?.input !== signature)
          pending.current = { input: signature, key: crypto.randomUUID() };
        return pending.current.key;
      },
      /** The write went through: the next save is a new write with a new key. */
      succeeded() {
        pending.current = null;
      },
    }),
    [],
  );
}
