import type { ApiClients } from '@seller/api-types';
import { readPersisted } from '../../platform/persisted-state';
import { readTenant } from '../../platform/tenant-store';
import { homeRequests, type HomeCardName } from './home-requests';

const homeCardNames: readonly HomeCardName[] = [
  'scores',
  'performance',
  'penalty',
  'suspension',
  'balance',
  'orderCounts',
  'announcements',
];

/** Started calls by brand and card; one nobody took within 10 s is never handed out (it may be stale). */
const freshForMs = 10_000;
const started = new Map<string, { promise: Promise<unknown>; at: number }>();
/** When the calls were last started per brand: the entry and the route's loader both start them on a reload. */
const lastStart = new Map<string, number>();

function keyOf(brandId: string, card: HomeCardName): string {
  return `${brandId}:${card}`;
}

/**
 * The home cards' calls for the brand last worked in, once per brand until a card takes them:
 * from the route's loader, or earlier from the entry script on a reload (app/early-page-calls).
 * Each card picks its request up once (`takeStartedRequest`) and owns its loading and error state.
 */
export function startHomeCalls(api: ApiClients): void {
  const brandId = readPersisted('brandId');
  if (brandId === null || brandId.includes(',')) return;
  const now = Date.now();
  // Started moments ago (by the entry, or the loader of the same reload): taken or on their way.
  if (now - (lastStart.get(brandId) ?? -Infinity) < freshForMs) return;
  lastStart.set(brandId, now);
  const requests = homeRequests(api, readTenant(), brandId);
  for (const card of homeCardNames) {
    const promise: Promise<unknown> = requests[card]() as Promise<unknown>;
    // The card reports the failure when it takes the promise; nothing to do until then.
    promise.catch(() => {});
    started.set(keyOf(brandId, card), { promise, at: now });
  }
}

export function takeStartedRequest(brandId: string, card: HomeCardName): Promise<unknown> | undefined {
  const key = keyOf(brandId, card);
  const entry = started.get(key);
  started.delete(key);
  return entry && Date.now() - entry.at <= freshForMs ? entry.promise : undefined;
}
