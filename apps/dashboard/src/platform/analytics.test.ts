import { describe, expect, it, vi } from 'vitest';
import { createTracker, type AnalyticsRecord } from './analytics';

function collectingTracker() {
  const sent: AnalyticsRecord[] = [];
  const tracker = createTracker(
    async (records) => {
      sent.push(...records);
    },
    () => new Date('2026-11-22T08:00:00Z'),
  );
  return { tracker, sent };
}

describe('analytics tracker', () => {
  it('sends events with who, where and when', async () => {
    const { tracker, sent } = collectingTracker();
    tracker.setContext({ tenant: 'partner', brandId: '101' });
    tracker.track({ name: 'homepage_view', area: 'home', properties: { card: 'saldo' } });
    await tracker.flush();
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'homepage_view',
        brandId: 101,
        tenant: 'partner',
        properties: { area: 'home', card: 'saldo' },
        occurredAt: '2026-11-22T08:00:00.000Z',
      }),
    ]);
  });

  it.each(['stockist', 'mofasa'] as const)(
    'skips homepage and withdrawal events for %s, not others',
    async (tenant) => {
      const { tracker, sent } = collectingTracker();
      tracker.setContext({ tenant, brandId: '201' });
      tracker.track({ name: 'homepage_view', area: 'home' });
      tracker.track({ name: 'withdrawal_submit', area: 'withdrawal' });
      tracker.track({ name: 'menu_click', area: 'navigation' });
      await tracker.flush();
      expect(sent.map((record) => record.name)).toEqual(['menu_click']);
    },
  );

  it('belongs to no brand when the brand id lists several', async () => {
    const { tracker, sent } = collectingTracker();
    tracker.setContext({ tenant: 'partner', brandId: '101,102' });
    tracker.track({ name: 'menu_click', area: 'navigation' });
    await tracker.flush();
    expect(sent[0]?.brandId).toBeNull();
  });

  it('holds what is tracked before anyone is known, then skips or tags it with the real tenant and brand', async () => {
    const stockist = collectingTracker();
    stockist.tracker.track({ name: 'homepage_view', area: 'home' });
    stockist.tracker.track({ name: 'menu_click', area: 'navigation' });
    await stockist.tracker.flush();
    expect(stockist.sent).toEqual([]);
    stockist.tracker.setContext({ tenant: 'stockist', brandId: '201' });
    await stockist.tracker.flush();
    expect(stockist.sent.map(({ name, tenant, brandId }) => ({ name, tenant, brandId }))).toEqual([
      { name: 'menu_click', tenant: 'stockist', brandId: 201 },
    ]);

    const partner = collectingTracker();
    partner.tracker.track({ name: 'homepage_view', area: 'home' });
    partner.tracker.setContext({ tenant: 'partner', brandId: '101' });
    await partner.tracker.flush();
    expect(partner.sent).toEqual([
      expect.objectContaining({ name: 'homepage_view', tenant: 'partner', brandId: 101 }),
    ]);
  });

  it('only logs when the sink fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = createTracker(() => Promise.reject(new Error('offline')));
    tracker.setContext({ tenant: 'partner', brandId: '101' });
    tracker.track({ name: 'menu_click', area: 'navigation' });
    await expect(tracker.flush()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
