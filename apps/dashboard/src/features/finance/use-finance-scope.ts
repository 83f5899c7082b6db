import { useMemo } from 'react';
import { useApi } from '../../platform/api-context';
import { readTenant } from '../../platform/tenant-store';
import { SessionContext } from '../session/session-context';
import type { FinanceScope } from './finance-types';

/** The brand the money pages show (null for none or a brand list), from the session actor. */
export function useFinanceScope(): FinanceScope | null {
  const api = useApi();
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  return useMemo(() => {
    // A comma-joined id is a brand list (§4): money belongs to one brand.
    if (brandId === null || !/^\d+$/.test(brandId)) return null;
    return { api, tenant: readTenant(), brandId: Number(brandId) };
  }, [api, brandId]);
}
