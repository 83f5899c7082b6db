import { useEffect } from 'react';
import { HIDE_ERROR_HEADERS } from '@seller/api-types';
import { useApi } from '../platform/api-context';
import { afterPageSettled } from '../platform/page-settled';
import { isPushEnabled, onPush } from '../platform/push-events';
import type { TenantType } from '../platform/tenant-profile';
import { BrandSwitchContext } from '../features/brand-switch/brand-switch-context';

export interface LiveBadgesProps {
  /** The one brand the stream is about; none (a comma list, no brand) means no stream. */
  brandId: string | null;
  tenant: TenantType;
}

/**
 * Live badges: opens the brand's event stream (one per tab) after the layout has painted, and
 * refetches the sidebar's order and question counts when they change. The bell and the order
 * tabs subscribe on their own (features/notifications, features/orders).
 */
export function LiveBadges({ brandId, tenant }: LiveBadgesProps) {
  const api = useApi();
  const brandSwitch = BrandSwitchContext.useActorRef();

  useEffect(
    () => onPush(['order', 'question'], () => brandSwitch.send({ type: 'brand.refreshCounts' })),
    [brandSwitch],
  );

  useEffect(() => {
    const id = Number(brandId);
    if (!isPushEnabled() || !Number.isInteger(id) || id <= 0) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Its own chunk, fetched once the first screen has painted: the first load carries none of it.
    void afterPageSettled()
      .then(() => import('../platform/push-channel'))
      .then(({ startPushChannel }) => {
        if (cancelled) return;
        stop = startPushChannel({
          brandId: id,
          open: async (signal) => {
            const { response } = await api.brand.GET('/v1/{tenant}/events', {
              params: { path: { tenant }, query: { brandId: id } },
              parseAs: 'stream',
              // A lost stream is retried quietly; the counts keep polling meanwhile.
              headers: HIDE_ERROR_HEADERS,
              signal,
            });
            if (!response.body) throw new Error('Stream tanpa isi');
            return response.body;
          },
        });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [api, brandId, tenant]);

  return null;
}
