import { unwrap, type ApiClients } from '@seller/api-types';
import type { BrandData, SessionData } from '@seller/machines';
import { readTenant } from '../../platform/tenant-store';
import { toBrandData, toMenuItem, toUserBrand, toUserData } from './to-session-entities';

/** Application name sent as systemContext on config, container and menu fetches (§7). */
export const systemContext = 'seller-dashboard';

/** The five calls a signed-in session starts with (user, brands, menu, permissions, config). */
export async function loadSessionData(api: ApiClients): Promise<SessionData> {
  const tenant = readTenant();
  const [user, brands, menu, permissions, config] = await Promise.all([
    unwrap(api.mimin.GET('/v2/{tenant}/user/current', { params: { path: { tenant } } })),
    unwrap(api.mimin.GET('/v2/{tenant}/user/brands', { params: { path: { tenant } } })),
    unwrap(
      api.admin.GET('/v1/system/container/user-menu', {
        params: { query: { systemContext, container: 'global', tenant } },
      }),
    ),
    unwrap(
      api.admin.GET('/v1/internal/user/permission', {
        params: { query: { systemContext, container: 'global' } },
      }),
    ),
    unwrap(
      api.admin.GET('/v1/tenant/config', {
        params: { query: { tenant, systemContext, container: 'global' } },
      }),
    ),
  ]);
  return {
    user: toUserData(user.data),
    brands: brands.data.map(toUserBrand),
    menu: menu.data.map(toMenuItem),
    permissions: permissions.data[0] ?? null,
    config: config.data,
  };
}

/** The current brand's details (§4 brand data). */
export async function loadBrandData(api: ApiClients, brandId: string): Promise<BrandData> {
  const brand = await unwrap(
    api.brand.GET('/v1/brand/{id}', { params: { path: { id: Number(brandId) } } }),
  );
  return toBrandData(brand.data);
}
