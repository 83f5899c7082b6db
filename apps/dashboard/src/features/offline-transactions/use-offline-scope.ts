import { useMemo } from 'react';
import { useApi } from '../../platform/api-context';
import { SessionContext } from '../session/session-context';
import type { OfflineScope } from './offline-calls';

/**
 * The offline calls of the selected stockist, or null while no single brand is chosen. A brand
 * switch gives a new scope, so lists reload and the sale in progress starts over.
 */
export function useOfflineScope(): OfflineScope | null {
  const api = useApi();
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  return useMemo(() => {
    if (brandId === null || brandId.includes(',')) return null;
    const id = Number(brandId);
    return Number.isInteger(id) && id > 0 ? { api, stockistId: id } : null;
  }, [api, brandId]);
}
