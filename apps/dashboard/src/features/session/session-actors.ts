import { fromPromise } from 'xstate';
import { unwrap, type ApiClients } from '@seller/api-types';
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
import { clearSessionCookies } from '../../platform/session-cookies';
import { clearAllBrowserStorage, writePersisted } from '../../platform/persisted-state';
import { readTenant } from '../../platform/tenant-store';
import { persistStoredSession, signInSteps, storeSessionTokens } from './sign-in-steps';
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
  const steps = signInSteps(api);
  return sessionMachine.provide({
    actors: {
      requestPasswordToken: fromPromise<PasswordGrantOutput, PasswordGrantInput>(({ input }) =>
        steps.requestPasswordToken(input),
      ),
      loginTenant: fromPromise<unknown, TenantLoginInput>(() => steps.loginTenant()),
      fetchProfile: fromPromise<UserData>(() => steps.fetchProfile()),
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
      storeSessionTokens: (_, token) => storeSessionTokens(token),
      persistSession: (_, stored: StoredSession) => persistStoredSession(stored),
      deleteSessionCookies: () => clearSessionCookies(),
      clearBrowserStorage: () => clearAllBrowserStorage(),
      resetSidebar: () => writePersisted('sidebarMinimized', false),
      redirectToSignIn: () => redirectToSignIn(),
    },
  });
}
