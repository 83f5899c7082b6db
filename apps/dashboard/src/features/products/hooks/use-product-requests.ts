import { useMemo } from 'react';
import { useApi } from '../../../platform/api-context';
import { readTenant } from '../../../platform/tenant-store';
import { SessionContext } from '../../session/session-context';
import { productRequests, type ProductRequests } from '../products-writes';
import type { ProductApiVersion } from '../urls';

/**
 * The product calls for the current brand, or null while no single brand is chosen (a brand id
 * with a comma clears the brand, §4). A brand switch gives a new object, so every list reloads.
 */
export function useProductRequests(version: ProductApiVersion): ProductRequests | null {
  const api = useApi();
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  return useMemo(() => {
    if (brandId === null || brandId.includes(',') || userId === null) return null;
    const id = Number(brandId);
    if (!Number.isInteger(id) || id <= 0) return null;
    return productRequests({
      api,
      tenant: readTenant(),
      brandId: id,
      userId: Number(userId),
      version,
    });
  }, [api, brandId, userId, version]);
}
