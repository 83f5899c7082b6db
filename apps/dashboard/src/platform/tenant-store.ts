import { readPersisted } from './persisted-state';
import type { TenantType } from './tenant-profile';

const tenantKey = 'tenant';
const tenants: readonly TenantType[] = ['partner', 'stockist', 'mofasa'];

/**
 * The tenant of the signed-in account. The password grant names it; every tenant-scoped call
 * (`/v2/{tenant}/…`) needs it after a reload too, so it lives beside the §3 session state and
 * leaves with it on logout.
 */
export function saveTenant(tenant: TenantType): void {
  localStorage.setItem(tenantKey, tenant);
}

export function readTenant(): TenantType {
  const stored = localStorage.getItem(tenantKey);
  return tenants.find((tenant) => tenant === stored) ?? 'partner';
}

export { readPersisted };
