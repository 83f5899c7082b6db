import { useEffect, useMemo } from 'react';
import { tracker } from '../../../platform/analytics';
import { useApi } from '../../../platform/api-context';
import { useResource } from '../../../platform/data/use-resource';
import { readTenant } from '../../../platform/tenant-store';
import { SessionContext } from '../../session/session-context';
import type { HomeCardRead, HomeCardReads } from '../components/HomeCard';
import { homeCardRead, type HomeCardName, type HomeScope } from '../home-queries';
import { useLiveActionQueue } from '../use-live-action-queue';
import { HomePage } from './HomePage';

/**
 * One card's read, each loading and failing on its own. A card's placeholder has the height of
 * its answer, so the answer renders as a transition, which React splits into short pieces: the
 * cards that answer together do not block a phone's main thread together. The penalty list is
 * as tall as the brand has penalties, so its answer renders at once instead: one that is already
 * here replaces the placeholder before it is painted, and the cards under it do not move.
 */
export function useHomeCard<K extends HomeCardName>(
  scope: HomeScope | null,
  card: K,
): HomeCardRead<K> {
  const api = useApi();
  return useResource(scope ? homeCardRead(api, scope, card) : null, {
    asTransition: card !== 'penalty',
  });
}

function useHomeCards(scope: HomeScope | null): HomeCardReads {
  return {
    actions: useHomeCard(scope, 'actions'),
    balance: useHomeCard(scope, 'balance'),
    scores: useHomeCard(scope, 'scores'),
    suspension: useHomeCard(scope, 'suspension'),
    penalty: useHomeCard(scope, 'penalty'),
    performance: useHomeCard(scope, 'performance'),
    orderCounts: useHomeCard(scope, 'orderCounts'),
    announcements: useHomeCard(scope, 'announcements'),
  };
}

/** /home, /home-v2, /dashboard: the cards of the one brand chosen (none for several). */
export function HomeRoute() {
  const userName = SessionContext.useSelector((snapshot) => snapshot.context.userData?.name ?? '');
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const brandName = SessionContext.useSelector(
    (snapshot) => snapshot.context.brandData?.brandName ?? null,
  );
  // Tenant-scoped calls use the account's tenant, whatever brand is current.
  const tenant = readTenant();
  const singleBrand = brandId !== null && !brandId.includes(',') ? brandId : null;
  const scope = useMemo(
    () => (singleBrand ? { tenant, brandId: singleBrand } : null),
    [tenant, singleBrand],
  );
  const cards = useHomeCards(scope);
  useLiveActionQueue(scope);

  useEffect(() => {
    tracker().track({ name: 'homepage_view', area: 'home' });
  }, []);

  return <HomePage userName={userName} brandName={brandName} cards={singleBrand ? cards : null} />;
}
