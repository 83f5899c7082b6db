import 'fake-indexeddb/auto';
import { HttpResponse } from 'msw';
import { createStore, values } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@seller/api-types';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { createTestApi, mockOptions, startMockServer } from '../../test/app-harness';
import { clearOutbox, loadOutbox, outboxEntries } from './outbox-store';
import {
  discardEntry,
  isOutboxEnabled,
  replayOutbox,
  retryEntry,
  sendWithOutbox,
  subscribeOutboxOutcomes,
} from './outbox-send';
import type { OutboxDraft, OutboxOutcome } from './outbox-types';

const server = startMockServer();
const stockPath = '/v3/{tenant}/variant/stock/bulk';

function draft(variantId: number, key: string, userId = 42): OutboxDraft {
  return {
    kind: 'product.stock',
    brandId: 7,
    userId,
    label: `Stok varian ${variantId}`,
    targets: [String(variantId)],
    meta: { stocks: [{ variantId, stock: 5 }] },
    request: {
      service: 'product',
      method: 'PATCH',
      path: stockPath,
      params: { path: { tenant: 'partner' } },
      body: { brandId: 7, items: [{ variantId, delta: 2 }] },
      idempotencyKey: key,
    },
  };
}

interface Seen {
  key: string | null;
  hideError: string | null;
  replay: string | null;
  variantId: number;
}

/** The stock call as the server sees it; `answer` decides per call what comes back. */
function stockServer(answer: (seen: Seen) => 'ok' | 'offline' | Response) {
  const calls: Seen[] = [];
  server.use(
    mockOperation(mockOptions, 'product', 'patch', stockPath, async ({ request }) => {
      const body = (await request.json()) as { items: { variantId: number }[] };
      const seen = {
        key: request.headers.get('Idempotency-Key'),
        hideError: request.headers.get('hide-error'),
        replay: request.headers.get('Outbox-Replay'),
        variantId: body.items[0]!.variantId,
      };
      calls.push(seen);
      const result = answer(seen);
      if (result === 'offline') return HttpResponse.error();
      if (result instanceof Response) return result;
      return { data: { variants: [] } };
    }),
  );
  return calls;
}

/** Outcomes reported during each test of the block, from a fresh list per test. */
function collectOutcomes(): OutboxOutcome[] {
  const outcomes: OutboxOutcome[] = [];
  let stop = () => {};
  beforeEach(() => {
    outcomes.length = 0;
    const unsubscribe = subscribeOutboxOutcomes((outcome) => outcomes.push(outcome));
    stop = () => void unsubscribe();
  });
  afterEach(() => stop());
  return outcomes;
}

beforeEach(async () => {
  await clearOutbox();
});

describe('sendWithOutbox', () => {
  it('sends an answered write and keeps nothing', async () => {
    const calls = stockServer(() => 'ok');
    const result = await sendWithOutbox(createTestApi(), draft(11, 'key-answered-1'));
    expect(result.status).toBe('sent');
    expect(calls.map((call) => call.key)).toEqual(['key-answered-1']);
    expect(outboxEntries()).toEqual([]);
  });

  it('keeps a write that got no response in IndexedDB, pending, with its key', async () => {
    stockServer(() => 'offline');
    const result = await sendWithOutbox(createTestApi(), draft(11, 'key-offline-1'));
    expect(result.status).toBe('queued');
    const stored = await values(createStore('seller-outbox', 'entries'));
    expect(stored).toEqual([
      expect.objectContaining({
        status: 'pending',
        kind: 'product.stock',
        request: expect.objectContaining({ idempotencyKey: 'key-offline-1' }),
      }),
    ]);
  });

  it('keeps a write without an answer calmly: no connection toast, the kept state says it', async () => {
    stockServer(() => 'offline');
    const toasts: string[] = [];
    const result = await sendWithOutbox(createTestApi(toasts), draft(11, 'key-calm-1'));
    expect(result.status).toBe('queued');
    expect(toasts).toEqual([]);
  });

  it('still tells of a refusal once, as any other failed call does', async () => {
    stockServer(() => errorResponse(422, 'Stok tidak valid.'));
    const toasts: string[] = [];
    const failure = await sendWithOutbox(createTestApi(toasts), draft(11, 'key-refused-0')).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(422);
    expect(toasts).toEqual(['Stok tidak valid.']);
  });

  it('switched off, a write without an answer fails with the connection toast as before', async () => {
    stockServer(() => 'offline');
    const toasts: string[] = [];
    await sendWithOutbox(createTestApi(toasts), draft(11, 'key-off-0'), false).catch(() => null);
    expect(toasts).toEqual([
      'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    ]);
  });

  it('switched off (VITE_OUTBOX=off), a write without an answer fails with the connection error and is not kept', async () => {
    expect(isOutboxEnabled({ VITE_OUTBOX: 'off' })).toBe(false);
    expect(isOutboxEnabled({})).toBe(true);
    stockServer(() => 'offline');
    const failure = await sendWithOutbox(createTestApi(), draft(11, 'key-off-1'), false).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.kind).toBe('network');
    expect(outboxEntries()).toEqual([]);
    expect(await values(createStore('seller-outbox', 'entries'))).toEqual([]);
  });

  it('keeps a write the service could not take while its database was away (503), with its key', async () => {
    stockServer(() =>
      errorResponse(
        503,
        'Layanan sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik.',
      ),
    );
    const result = await sendWithOutbox(createTestApi(), draft(11, 'key-unavailable-1'));
    expect(result.status).toBe('queued');
    expect(outboxEntries()).toEqual([
      expect.objectContaining({
        status: 'pending',
        request: expect.objectContaining({ idempotencyKey: 'key-unavailable-1' }),
      }),
    ]);
  });

  it('lets a refusal from the server fail as before and keeps nothing', async () => {
    stockServer(() => errorResponse(400, 'Stok tidak boleh kurang dari 0.'));
    const failure = await sendWithOutbox(createTestApi(), draft(11, 'key-refused-1')).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(outboxEntries()).toEqual([]);
  });
});

describe('replayOutbox', () => {
  const outcomes = collectOutcomes();

  it('sends kept writes oldest first with the same key, quietly, and reports each landing', async () => {
    let online = false;
    const calls = stockServer(() => (online ? 'ok' : 'offline'));
    const api = createTestApi();
    await sendWithOutbox(api, draft(11, 'key-first-01'));
    await sendWithOutbox(api, draft(12, 'key-second-2'));
    online = true;
    await replayOutbox(api, 42);
    // The first tries go out as ordinary writes; the replays say they are replays.
    expect(calls.map((call) => call.replay)).toEqual([null, null, 'true', 'true']);
    expect(calls.slice(2)).toEqual([
      { key: 'key-first-01', hideError: 'true', replay: 'true', variantId: 11 },
      { key: 'key-second-2', hideError: 'true', replay: 'true', variantId: 12 },
    ]);
    expect(outcomes.map((outcome) => [outcome.type, outcome.entry.targets[0]])).toEqual([
      ['landed', '11'],
      ['landed', '12'],
    ]);
    expect(outboxEntries()).toEqual([]);
    expect(await values(createStore('seller-outbox', 'entries'))).toEqual([]);
  });

  it('stops at the first write that still gets no response and keeps the rest in order', async () => {
    const calls = stockServer(() => 'offline');
    const api = createTestApi();
    await sendWithOutbox(api, draft(11, 'key-still-01'));
    await sendWithOutbox(api, draft(12, 'key-still-02'));
    await replayOutbox(api, 42);
    expect(calls.slice(2).map((call) => call.variantId)).toEqual([11]);
    expect(outboxEntries().map((entry) => [entry.targets[0], entry.status])).toEqual([
      ['11', 'pending'],
      ['12', 'pending'],
    ]);
    expect(outcomes).toEqual([]);
  });

  it('keeps every write pending while the service still answers 503, and sends them once it is back', async () => {
    let back = false;
    const calls = stockServer(() =>
      back ? 'ok' : errorResponse(503, 'Layanan sedang tidak dapat dihubungi.'),
    );
    const api = createTestApi();
    await sendWithOutbox(api, draft(11, 'key-away-0001'));
    await sendWithOutbox(api, draft(12, 'key-away-0002'));
    await replayOutbox(api, 42);
    expect(outboxEntries().map((entry) => [entry.targets[0], entry.status])).toEqual([
      ['11', 'pending'],
      ['12', 'pending'],
    ]);
    back = true;
    await replayOutbox(api, 42);
    expect(calls.slice(3).map((call) => call.key)).toEqual(['key-away-0001', 'key-away-0002']);
    expect(outboxEntries()).toEqual([]);
  });

  it('marks a refused write failed with the message; the seller can send it again or discard it', async () => {
    let answer: 'offline' | 'refuse' | 'ok' = 'offline';
    stockServer(() => (answer === 'refuse' ? errorResponse(422, 'Varian sudah dihapus.') : answer));
    const api = createTestApi();
    await sendWithOutbox(api, draft(11, 'key-refuse-01'));
    await sendWithOutbox(api, draft(12, 'key-refuse-02'));
    answer = 'refuse';
    await replayOutbox(api, 42);
    // A refusal does not hold back the writes behind it.
    expect(outboxEntries().map((entry) => [entry.targets[0], entry.status, entry.error])).toEqual([
      ['11', 'failed', 'Varian sudah dihapus.'],
      ['12', 'failed', 'Varian sudah dihapus.'],
    ]);
    expect(outcomes.map((outcome) => outcome.type)).toEqual(['refused', 'refused']);

    answer = 'ok';
    await retryEntry(api, outboxEntries()[0]!);
    expect(outboxEntries().map((entry) => entry.targets[0])).toEqual(['12']);
    await discardEntry(outboxEntries()[0]!);
    expect(outboxEntries()).toEqual([]);
  });

  it('replays only the signed-in user’s writes and reads what an earlier visit stored', async () => {
    let online = false;
    const calls = stockServer(() => (online ? 'ok' : 'offline'));
    const api = createTestApi();
    await sendWithOutbox(api, draft(11, 'key-user-042', 42));
    await sendWithOutbox(api, draft(12, 'key-user-099', 99));
    online = true;
    await replayOutbox(api, 42);
    expect(calls.slice(2).map((call) => call.key)).toEqual(['key-user-042']);
    expect((await loadOutbox()).map((entry) => entry.userId)).toEqual([99]);
  });
});
