import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { HIDE_ERROR_HEADERS, type ApiClients } from '@seller/api-types';
import { afterPageSettled } from './page-settled';
import { readPersisted, writePersisted } from './persisted-state';

/**
 * Buyer phone masking (§3 maskingNumberEnabled). The flag is saved per brand on the settings
 * page; every place that shows a buyer phone reads it through `useMaskedPhone`, so turning it on
 * masks the orders page, the order detail and the print sheets at once.
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

/** Reads the current brand's flag from the scam service after sign-in and on a brand switch. */
export function useMaskingNumberSync(api: ApiClients, brandId: string | null): void {
  useEffect(() => {
    if (brandId === null || !/^\d+$/.test(brandId)) return;
    const controller = new AbortController();
    // The last known flag shows meanwhile; the call waits for the first screen to paint.
    void afterPageSettled()
      .then(() =>
        api.scam.GET('/v1/scam/masking-number', {
          params: { query: { brandId: Number(brandId) } },
          headers: HIDE_ERROR_HEADERS,
          signal: controller.signal,
        }),
      )
      .then(({ data }) => {
        if (data) setMaskingNumberEnabled(data.data.maskingNumberEnabled);
      })
      .catch(() => {
        // Without an answer the last known flag stays; the settings page shows the saved one.
      });
    return () => controller.abort();
  }, [api, brandId]);
}
