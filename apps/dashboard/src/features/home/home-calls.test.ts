import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { writePersisted } from '../../platform/persisted-state';
import { createTestApi, startMockServer, testBaseUrl } from '../../test/app-harness';
import { peekStartedAnswer, startHomeCalls, takeStartedRequest } from './home-calls';

const server = startMockServer();
afterEach(() => vi.useRealTimers());

/** Answers every home call and counts the balance calls. */
function countBalanceCalls() {
  let balance = 0;
  server.use(
    http.get(`${testBaseUrl}/disbursement/v2/partner/brand-balance/:id`, () => {
      balance += 1;
      return HttpResponse.json({ data: { balance: 1000 * balance } });
    }),
    http.all(`${testBaseUrl}/*`, () => HttpResponse.json({ data: null })),
  );
  return () => balance;
}

describe('home card calls started before the cards', () => {
  it('are started once per reload even when the entry and the loader both ask, and taken once', async () => {
    const balanceCalls = countBalanceCalls();
    writePersisted('brandId', '101');
    startHomeCalls(createTestApi());
    startHomeCalls(createTestApi());
    await expect(takeStartedRequest('101', 'balance')).resolves.toBeDefined();
    startHomeCalls(createTestApi());
    expect(takeStartedRequest('101', 'balance')).toBeUndefined();
    expect(balanceCalls()).toBe(1);
  });

  it('are never handed out once stale: a later visit asks afresh', () => {
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    countBalanceCalls();
    writePersisted('brandId', '102');
    startHomeCalls(createTestApi());
    vi.advanceTimersByTime(10_001);
    expect(takeStartedRequest('102', 'balance')).toBeUndefined();
    startHomeCalls(createTestApi());
    expect(takeStartedRequest('102', 'balance')).toBeDefined();
  });

  it('show an answer that has come back without taking the call, and nothing before it has', async () => {
    countBalanceCalls();
    writePersisted('brandId', '103');
    startHomeCalls(createTestApi());
    expect(peekStartedAnswer('103', 'balance')).toBeUndefined();
    await vi.waitFor(() =>
      expect(peekStartedAnswer('103', 'balance')).toEqual({ value: { balance: 1000 } }),
    );
    await expect(takeStartedRequest('103', 'balance')).resolves.toEqual({ balance: 1000 });
    expect(peekStartedAnswer('103', 'balance')).toBeUndefined();
  });
});
