import { useEffect } from 'react';
import { dropBrandAnswers, queryClientOf } from '../platform/data/query-client';
import type { AppServices } from './start-services';

/**
 * A brand switch drops what was read for the brand the seller left (§4): its answers are never
 * shown under the new brand, and coming back to it asks the server again.
 */
export function useDropLeftBrandAnswers({ api, session }: Pick<AppServices, 'api' | 'session'>) {
  useEffect(() => {
    let brandId = session.getSnapshot().context.brandId;
    const subscription = session.subscribe((snapshot) => {
      const next = snapshot.context.brandId;
      if (next === brandId) return;
      if (brandId !== null) dropBrandAnswers(queryClientOf(api), brandId);
      brandId = next;
    });
    return () => subscription.unsubscribe();
  }, [api, session]);
}
