import { fromPromise } from 'xstate';
import { HIDE_ERROR_HEADERS, FORM_URLENCODED_HEADERS, unwrap, type ApiClients } from '@seller/api-types';
import {
  sessionMachine,
  type BrandData,
  type FetchBrandDataInput,
  type PasswordGrantInput,
  type PasswordGrantOutput,
  type SessionData,
  type StoredSession,
  type TenantLoginInput,
  type UserData,
} from '@seller/machines';
import { clearSessionCookies, saveSessionTokens } from '../../platform/session-cookies';
import { clearAllBrowserStorage, writePersisted } from '../../platform/persisted-state';
import { readTenant, saveTenant } from '../../platform/tenant-store';
import { toBrandData, toMenuItem, toUserBrand, toUserData } from './to-session-entities';

/** Application name sent as systemContext on config, container and menu fetches (§7). */
export const systemContext = 'seller-dashboard';

interface SessionEffects {
  api: ApiClients;
  /** Full reload to /sign-in (§4 "reloads to /sign-in"). */
  redirectToSignIn: () => void;
}

/** The session machine with its effects bound to the real backend and browser. */
export function provideSessionMachine({ api, redirectToSignIn }: SessionEffects) {
  // The tenant login names the account again; it is kept only for the length of the sign-in chain.
  let signingInUsername = '';
  return sessionMachine.provide({
    actors: {
      requestPasswordToken: fromPromise<PasswordGrantOutput, PasswordGrantInput>(async ({ input }) => {
        const token = await unwrap(
          api.auth.POST('/login', {
            body: { grant_type: 'password', username: input.username, password: input.password },
            headers: { ...HIDE_ERROR_HEADERS, ...FORM_URLENCODED_HEADERS },
          }),
        );
        if (token.tenant) saveTenant(token.tenant);
        signingInUsername = input.username;
        return { accessToken: token.access_token, expiresIn: token.expires_in };
      }),
      loginTenant: fromPromise<unknown, TenantLoginInput>(async () => {
        const login = await unwrap(
          api.mimin.POST('/v2/{tenant}/login', {
            params: { path: { tenant: readTenant() } },
            body: { username: signingInUsername },
            headers: HIDE_ERROR_HEADERS,
          }),
        );
        saveSessionTokens({
          accessToken: readCookieToken(),
          tenantToken: login.data.accessToken,
          expiresInSeconds: login.data.expiresIn,
        });
        return login.data;
      }),
      fetchProfile: fromPromise<UserData>(async () => {
        const profile = await unwrap(api.mimin.GET('/admin/user/profile'));
        return toUserData(profile.data);
      }),
      fetchSessionData: fromPromise<SessionData>(async () => {
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
      }),
      fetchBrandData: fromPromise<BrandData, FetchBrandDataInput>(async ({ input }) => {
        const brand = await unwrap(
          api.brand.GET('/v1/brand/{id}', { params: { path: { id: Number(input.brandId) } } }),
        );
        return toBrandData(brand.data);
      }),
    },
    actions: {
      storeSessionTokens: (_, token) =>
        saveSessionTokens({ accessToken: token.accessToken, expiresInSeconds: token.expiresIn }),
      persistSession: (_, stored: StoredSession) => {
        writePersisted('userData', stored.userData ? { ...stored.userData, id: Number(stored.userData.id) } : null);
        writePersisted('brandData', stored.brandData as Record<string, unknown> | null);
        writePersisted('userBrands', stored.userBrands.map((brand) => ({ id: Number(brand.id), name: brand.name })));
        writePersisted('brandId', stored.brandId);
        writePersisted('pageParams', stored.pageParams);
        writePersisted('showProductVideoBanner', stored.showProductVideoBanner);
      },
      deleteSessionCookies: () => clearSessionCookies(),
      clearBrowserStorage: () => clearAllBrowserStorage(),
      resetSidebar: () => writePersisted('sidebarMinimized', false),
      redirectToSignIn: () => redirectToSignIn(),
    },
  });
}

function readCookieToken(): string {
  return document.cookie.match(/(?:^|;\s*)evb_token=([^;]*)/)?.[1] ?? '';
}
