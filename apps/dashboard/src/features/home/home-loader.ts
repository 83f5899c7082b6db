import { apiClients } from '../../platform/app-services';
import { readPersisted } from '../../platform/persisted-state';
import { readTenant } from '../../platform/tenant-store';
import type { HomeCardName } from './home-requests';

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
 * The home route's loader: declared in the route table, outside the lazy page, so the card
 * calls start while the page's chunk is still loading. It never blocks navigation; each card
 * picks its request up once (`takeStartedRequest`) and owns its loading and error state.
 */
export function homeLoader(): null {
  const brandId = readPersisted('brandId');
  if (brandId === null || brandId.includes(',')) return null;
  // The request module is fetched alongside the page chunk, not shipped in the first load.
  const requests = import('./home-requests').then(({ homeRequests }) =>
    homeRequests(apiClients(), readTenant(), brandId),
  );
  for (const card of homeCardNames) {
    const promise: Promise<unknown> = requests.then((all) => all[card]() as Promise<unknown>);
    // The card reports the failure when it takes the promise; nothing to do until then.
    promise.catch(() => {});
    started.set(keyOf(brandId, card), promise);
  }
  return null;
}

export function takeStartedRequest(brandId: string, card: HomeCardName): Promise<unknown> | undefined {
  const key = keyOf(brandId, card);
  const promise = started.get(key);
  started.delete(key);
  return promise;
}
