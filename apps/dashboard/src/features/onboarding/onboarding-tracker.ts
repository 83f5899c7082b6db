import { HIDE_ERROR_HEADERS, type ApiClients } from '@seller/api-types';
import type { TenantType } from '../../platform/tenant-profile';

export interface TrackedEvent {
  name: string;
  brandId: number | null;
  tenant: TenantType;
  properties?: Record<string, string | number | boolean | null>;
}

export type Track = (event: TrackedEvent) => void;

/** Sends one user action to the analytics log; a failed send is logged, never shown. */
export function createTracker(api: ApiClients): Track {
  return (event) => {
    api['brand-base']
      .POST('/v1/analytics/events', {
        body: {
          events: [
            {
              name: event.name,
              brandId: event.brandId,
              tenant: event.tenant,
              path: window.location.pathname,
              properties: event.properties ?? {},
              occurredAt: new Date().toISOString(),
            },
          ],
        },
        headers: HIDE_ERROR_HEADERS,
      })
      .catch((error: unknown) => console.error('Analytics gagal dikirim', error));
  };
}
