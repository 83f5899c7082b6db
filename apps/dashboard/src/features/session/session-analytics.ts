import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@seller/machines';
import type { AnalyticsContext, Tracker } from '../../platform/analytics';
import { tenantFromBrandType } from '../../platform/tenant-profile';
import { readTenant } from '../../platform/tenant-store';
import type { SessionActor } from './session-context';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * Who the events of this moment belong to: the current brand and its tenant (§1: the brand's own
 * brandType, else the account's). Unknown (null) until the brand is resolved, so a view event
 * of a stockist or mofasa page is not sent as a partner's before the brand data arrives (§6).
 */
export function analyticsContextOf(snapshot: SessionSnapshot): AnalyticsContext | null {
  if (!snapshot.matches({ signedIn: 'ready' })) return null;
  const { brandData, brandId } = snapshot.context;
  return { tenant: tenantFromBrandType(brandData?.brandType, readTenant()), brandId };
}

/**
 * Keeps the tracker's context with the session as it changes, from outside React: a page's
 * first effect runs before any layout effect above it, and its events must still get the real
 * tenant and brand.
 */
export function bindTrackerToSession(session: SessionActor, tracker: Tracker): () => void {
  let last: string | null = null;
  const follow = (snapshot: SessionSnapshot) => {
    const context = analyticsContextOf(snapshot);
    const key = JSON.stringify(context);
    if (key === last) return;
    last = key;
    tracker.setContext(context);
  };
  follow(session.getSnapshot());
  const subscription = session.subscribe(follow);
  return () => subscription.unsubscribe();
}
