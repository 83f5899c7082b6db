import { useEffect } from 'react';
import type { ApiClients } from '@seller/api-types';
import { queryClientOf } from '../../platform/data/query-client';
import { setMaskingNumberEnabled } from '../../platform/mask-phone';
import { afterPageSettled } from '../../platform/page-settled';
import { maskingRead } from './settings-queries';

/**
 * Reads the current brand's masking flag after sign-in and on a brand switch, through the cache
 * the settings page reads it from, so every page that shows a buyer phone follows the brand's
 * saved choice. The last known flag shows meanwhile; an answer for a brand left since is dropped.
 */
export function useMaskingNumberSync(api: ApiClients, brandId: string | null): void {
  useEffect(() => {
    if (brandId === null || !/^\d+$/.test(brandId)) return;
    let current = true;
    // The call waits for the first screen to paint: no first screen needs it.
    void afterPageSettled()
      .then(async () => {
        // A brand left before the first screen settled is not asked for at all.
        if (!current) return;
        const enabled = await queryClientOf(api).fetchQuery(maskingRead(api, Number(brandId)));
        if (current) setMaskingNumberEnabled(enabled);
      })
      .catch(() => {
        // Without an answer the last known flag stays; the settings page shows the saved one.
      });
    return () => {
      current = false;
    };
  }, [api, brandId]);
}
