import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionMachine, type BrandData, type SessionData } from '@seller/machines';
import { createTracker, type AnalyticsRecord } from '../../platform/analytics';
import { bindTrackerToSession } from './session-analytics';

const sessionData: SessionData = {
  user: { id: '1', name: 'Sari', email: 'stockist@demo.id' },
  brands: [{ id: '201', name: 'Stockist Sumber Rejeki' }],
  menu: [],
  permissions: null,
  config: null,
};

function brand(brandType: BrandData['brandType']): BrandData {
  return { id: '201', brandId: '201', brandName: 'Stockist Sumber Rejeki', brandType };
}

/** A reload of a signed-in page: the page tracks its view while the session still loads. */
async function reloadAs(accountTenant: string, brandType: BrandData['brandType']) {
  localStorage.setItem('tenant', accountTenant);
  const sent: AnalyticsRecord[] = [];
  const tracker = createTracker(async (records) => {
    sent.push(...records);
  });
  let brandLoaded: (data: BrandData) => void = () => {};
  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchSessionData: fromPromise(async () => sessionData),
        fetchBrandData: fromPromise(
          () => new Promise<BrandData>((resolve) => (brandLoaded = resolve)),
        ),
      },
    }),
    { input: { hasSessionToken: true, stored: { brandId: '201' } } },
  );
  bindTrackerToSession(session, tracker);
  session.start();
  tracker.track({ name: 'homepage_view', area: 'home' });
  tracker.track({ name: 'withdrawal_view', area: 'withdrawal' });
  await tracker.flush();
  expect(sent).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  brandLoaded(brand(brandType));
  await new Promise((resolve) => setTimeout(resolve, 0));
  tracker.track({ name: 'menu_click', area: 'navigation' });
  await tracker.flush();
  session.stop();
  return sent.map(({ name, tenant, brandId }) => ({ name, tenant, brandId }));
}

afterEach(() => localStorage.clear());

describe('analytics follow the session (§1, §6)', () => {
  it.each([
    ['stockist', 'stockist'],
    ['mofasa', 'mofasa'],
  ] as const)(
    'a full load as %s sends no homepage or withdrawal view, and tags the rest with its tenant and brand',
    async (tenant, brandType) => {
      expect(await reloadAs(tenant, brandType)).toEqual([
        { name: 'menu_click', tenant, brandId: 201 },
      ]);
    },
  );

  it('a full load as a partner sends the views with the partner and its brand', async () => {
    expect(await reloadAs('partner', 'regular')).toEqual([
      { name: 'homepage_view', tenant: 'partner', brandId: 201 },
      { name: 'withdrawal_view', tenant: 'partner', brandId: 201 },
      { name: 'menu_click', tenant: 'partner', brandId: 201 },
    ]);
  });
});
