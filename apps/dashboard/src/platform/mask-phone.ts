import { useCallback, useSyncExternalStore } from 'react';
import { readPersisted, writePersisted } from './persisted-state';

/**
 * Buyer phone masking (§3 maskingNumberEnabled). The flag is saved per brand on the settings
 * page and read for the current brand by `features/settings/use-masking-sync.ts`; every place
 * that shows a buyer phone reads it through `useMaskedPhone`, so turning it on masks the orders
 * page, the order detail and the print sheets at once.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => readPersisted('maskingNumberEnabled');

export function setMaskingNumberEnabled(enabled: boolean): void {
  writePersisted('maskingNumberEnabled', enabled);
  for (const listener of listeners) listener();
}

export function useMaskingNumberEnabled(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Keeps the first four and the last two digits: 081234567890 → 0812******90. */
export function maskPhone(phone: string): string {
  const digits = [...phone].filter((ch) => /[0-9]/.test(ch)).length;
  if (digits <= 6) return phone.replace(/[0-9]/g, '*');
  let seen = 0;
  return phone.replace(/[0-9]/g, (digit) => {
    seen += 1;
    return seen <= 4 || seen > digits - 2 ? digit : '*';
  });
}

/** A formatter for buyer phones that follows the masking flag. */
export function useMaskedPhone(): (phone: string | null | undefined) => string {
  const enabled = useMaskingNumberEnabled();
  return useCallback((phone) => (phone ? (enabled ? maskPhone(phone) : phone) : ''), [enabled]);
}
