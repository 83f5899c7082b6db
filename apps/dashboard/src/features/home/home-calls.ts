import type { ApiClients } from '@seller/api-types';
import { holdPageSettledUntil } from '../../platform/page-settled';
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
interface StartedCall {
  promise: Promise<unknown>;
  at: number;
  /** Set once the call has answered successfully, so a card can show it in its first render. */
  answer?: { value: unknown };
}
const started = new Map<string, StartedCall>();
/** When the calls were last started per brand: the entry and the route's loader both start them on a reload. */
const lastStart = new Map<string, number>();

function keyOf(brandId: string, card: HomeCardName): string {
  return `${brandId}:${card}`;
}

/**
 * The home cards' calls for the brand last worked in, once per brand until a card takes them:
 * from the route's loader, or earlier from the entry script on a reload (app/early-page-calls).
 * Each card picks its request up once (`takeStartedRequest`) and owns its loading and error state.
 * Resolves when every call has settled, its answer ready for the card's first render.
 */
export function startHomeCalls(api: ApiClients): Promise<void> {
  const brandId = readPersisted('brandId');
  if (brandId === null || brandId.includes(',')) return Promise.resolve();
  const now = Date.now();
  // Started moments ago (by the entry, or the loader of the same reload): taken or on their way.
  if (now - (lastStart.get(brandId) ?? -Infinity) < freshForMs) return Promise.resolve();
  lastStart.set(brandId, now);
  const requests = homeRequests(api, readTenant(), brandId);
  const answered = homeCardNames.map((card) => {
    const promise: Promise<unknown> = requests[card]() as Promise<unknown>;
    holdPageSettledUntil(promise);
    const call: StartedCall = { promise, at: now };
    started.set(keyOf(brandId, card), call);
    // The card reports a failure when it takes the promise; nothing to do until then.
    return promise.then(
      (value) => void (call.answer = { value }),
      () => undefined,
    );
  });
  return Promise.all(answered).then(() => undefined);
}

/** Whether the call is fresh enough to hand out. */
function fresh(call: StartedCall | undefined): call is StartedCall {
  return call !== undefined && Date.now() - call.at <= freshForMs;
}

/**
 * The answer of a started call that has already come back, without taking the call: a card
 * mounting after it arrived shows it in its first render instead of a placeholder for a frame.
 */
export function peekStartedAnswer(
  brandId: string,
  card: HomeCardName,
): { value: unknown } | undefined {
  const call = started.get(keyOf(brandId, card));
  return fresh(call) ? call.answer : undefined;
}

export function takeStartedRequest(
  brandId: string,
  card: HomeCardName,
): Promise<unknown> | undefined {
  const key = keyOf(brandId, card);
  const call = started.get(key);
  started.delete(key);
  return fresh(call) ? call.promise : undefined;
}
