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

const started = new Map<string, Promise<unknown>>();

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
  if (homeCardNames.every((card) => started.has(keyOf(brandId, card)))) return;
  const requests = homeRequests(api, readTenant(), brandId);
  for (const card of homeCardNames) {
    const promise: Promise<unknown> = requests[card]() as Promise<unknown>;
    // The card reports the failure when it takes the promise; nothing to do until then.
    promise.catch(() => {});
    started.set(keyOf(brandId, card), promise);
  }
}

export function takeStartedRequest(brandId: string, card: HomeCardName): Promise<unknown> | undefined {
  const key = keyOf(brandId, card);
  const promise = started.get(key);
  started.delete(key);
  return promise;
}
