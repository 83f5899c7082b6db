import {
  HIDE_ERROR_HEADERS,
  FORM_URLENCODED_HEADERS,
  unwrap,
  type ApiClients,
} from '@seller/api-types';
import type {
  PasswordGrantInput,
  PasswordGrantOutput,
  StoredSession,
  UserData,
} from '@seller/machines';
import { readAccessToken, saveSessionTokens } from '../../platform/session-cookies';
import { writePersisted } from '../../platform/persisted-state';
import { readTenant, saveTenant } from '../../platform/tenant-store';
import { toUserData } from './to-session-entities';

export interface SignInSteps {
  /** POST /login (password grant), error toast hidden; remembers the tenant it names. */
  requestPasswordToken: (input: PasswordGrantInput) => Promise<PasswordGrantOutput>;
  /** POST /v2/{tenant}/login for the account of the password grant, then both token cookies. */
  loginTenant: () => Promise<unknown>;
  /** GET /admin/user/profile. */
  fetchProfile: () => Promise<UserData>;
}

/**
 * The three calls of a sign-in (§4, §7) against the real backend. The session machine runs
 * them as its `signingIn` states; the standalone sign-in page runs them in the same order.
 */
export function signInSteps(api: ApiClients): SignInSteps {
  // The tenant login names the account again; it is kept only for the length of the sign-in chain.
  let signingInUsername = '';
  return {
    requestPasswordToken: async (input) => {
      const token = await unwrap(
        api.auth.POST('/login', {
          body: { grant_type: 'password', username: input.username, password: input.password },
          headers: { ...HIDE_ERROR_HEADERS, ...FORM_URLENCODED_HEADERS },
        }),
      );
      if (token.tenant) saveTenant(token.tenant);
      signingInUsername = input.username;
      return { accessToken: token.access_token, expiresIn: token.expires_in };
    },
    loginTenant: async () => {
      const login = await unwrap(
        api.mimin.POST('/v2/{tenant}/login', {
          params: { path: { tenant: readTenant() } },
          body: { username: signingInUsername },
          headers: HIDE_ERROR_HEADERS,
        }),
      );
      saveSessionTokens({
        accessToken: readAccessToken() ?? '',
        tenantToken: login.data.accessToken,
        expiresInSeconds: login.data.expiresIn,
      });
      return login.data;
    },
    fetchProfile: async () => {
      const profile = await unwrap(api.mimin.GET('/admin/user/profile'));
      return toUserData(profile.data);
    },
  };
}

/** Writes the `evb_token` cookie with the lifetime of the password grant (§7). */
export function storeSessionTokens(token: PasswordGrantOutput): void {
  saveSessionTokens({ accessToken: token.accessToken, expiresInSeconds: token.expiresIn });
}

/** Writes the §3 session state under its own names. */
export function persistStoredSession(stored: StoredSession): void {
  writePersisted(
    'userData',
    stored.userData ? { ...stored.userData, id: Number(stored.userData.id) } : null,
  );
  writePersisted('brandData', stored.brandData as Record<string, unknown> | null);
  writePersisted(
    'userBrands',
    stored.userBrands.map((brand) => ({ id: Number(brand.id), name: brand.name })),
  );
  writePersisted('brandId', stored.brandId);
  writePersisted('pageParams', stored.pageParams);
  writePersisted('showProductVideoBanner', stored.showProductVideoBanner);
}
