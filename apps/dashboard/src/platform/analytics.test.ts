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

  it('only logs when the sink fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = createTracker(() => Promise.reject(new Error('offline')));
    tracker.track({ name: 'menu_click', area: 'navigation' });
    await expect(tracker.flush()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
