import { assign, setup } from 'xstate';
import { UNKNOWN_ERROR_MESSAGE } from './constants';
import type { BrandData, MenuItem, PageParams, UserBrand, UserData } from './entities';
import { isBrandIdList } from './paths';
import { messageOf } from './message-of';
import { providedPromise } from './provided';
import { signedOutStoredSession, toStoredSession, type StoredSession } from './session-state';

export interface SessionInput {
  /** Whether the `evb_token` cookie is present. */
  hasSessionToken: boolean;
  stored?: Partial<StoredSession> | null;
}

export interface SessionData {
  user: UserData;
  brands: UserBrand[];
  menu: MenuItem[];
  /** First element of the user-permission result (spec §3). */
  permissions: unknown;
  config: unknown;
}

export interface SessionContext extends StoredSession {
  menu: MenuItem[];
  permissions: unknown;
  config: unknown;
  /** Token from the password grant, handed to the tenant login. */
  accessToken: string | null;
  hasSessionToken: boolean;
  errorMessage: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; username: string; password: string }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.retry' }
  | { type: 'session.selectBrand'; brandId: string }
  | { type: 'session.savePageParams'; params: PageParams }
  | { type: 'session.hideProductVideoBanner' }
  /** The settings page saved the profile: the header greets the new name at once. */
  | { type: 'session.updateUser'; user: UserData };

export interface PasswordGrantInput {
  username: string;
  password: string;
}
export interface PasswordGrantOutput {
  accessToken: string;
  /** Seconds; the session cookie lives this long (spec §7). */
  expiresIn: number;
}
export interface TenantLoginInput {
  accessToken: string;
}
export interface FetchBrandDataInput {
  brandId: string;
}

const signedOutState = {
  ...signedOutStoredSession(),
  menu: [],
  permissions: null,
  config: null,
  accessToken: null,
  hasSessionToken: false,
} satisfies Omit<SessionContext, 'errorMessage'>;

/** Replaces the saved params of a page, keeping one entry per path (spec §3). */
export function savePageParams(list: readonly PageParams[], params: PageParams): PageParams[] {
  return [...list.filter((entry) => entry.path !== params.path), params];
}

/** Logout of spec §4; the redirect comes last so nothing is left behind when the page leaves. */
const endSession = [
  'deleteSessionCookies',
  'clearSession',
  'resetSidebar',
  'clearBrowserStorage',
  'redirectToSignIn',
] as const;

const persist = {
  type: 'persistSession',
  params: ({ context }: { context: SessionContext }) => toStoredSession(context),
} as const;

/**
 * The signed-in session (spec §3, §4, §7, §8): password grant → tenant login → profile, then
 * user, brands, menu, permissions and config, then the current brand's data. Logout and a
 * 401 anywhere end in the same signed-out place with everything of §4 cleared.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** POST /login, error toast hidden. */
    requestPasswordToken: providedPromise<PasswordGrantOutput, PasswordGrantInput>(
      'requestPasswordToken',
    ),
    /** POST /v2/{tenant}/login, error toast hidden. */
    loginTenant: providedPromise<unknown, TenantLoginInput>('loginTenant'),
    /** GET /admin/user/profile. */
    fetchProfile: providedPromise<UserData>('fetchProfile'),
    fetchSessionData: providedPromise<SessionData>('fetchSessionData'),
    fetchBrandData: providedPromise<BrandData, FetchBrandDataInput>('fetchBrandData'),
  },
  actions: {
    assignAccessToken: assign((_, params: { accessToken: string }) => ({
      accessToken: params.accessToken,
      hasSessionToken: true,
    })),
    assignUser: assign((_, params: { user: UserData }) => ({ userData: params.user })),
    assignSessionData: assign(({ context }, params: { data: SessionData }) => ({
      userData: params.data.user,
      userBrands: params.data.brands,
      menu: params.data.menu,
      permissions: params.data.permissions,
      config: params.data.config,
      // The first brand becomes current when none is chosen (spec §4).
      brandId: context.brandId ?? params.data.brands[0]?.id ?? null,
      errorMessage: null,
    })),
    assignBrandId: assign({
      brandId: ({ context, event }) =>
        event.type === 'session.selectBrand' ? event.brandId : context.brandId,
    }),
    resetBrandData: assign({ brandData: () => null }),
    assignBrandData: assign((_, params: { brandData: BrandData }) => ({
      brandData: params.brandData,
    })),
    assignError: assign((_, params: { error: unknown }) => ({
      errorMessage: messageOf(params.error, UNKNOWN_ERROR_MESSAGE),
    })),
    clearError: assign({ errorMessage: () => null }),
    clearSession: assign(() => ({ ...signedOutState, errorMessage: null })),
    assignPageParams: assign({
      pageParams: ({ context, event }) =>
        event.type === 'session.savePageParams'
          ? savePageParams(context.pageParams, event.params)
          : context.pageParams,
    }),
    hideProductVideoBanner: assign({ showProductVideoBanner: () => false }),
    /** Writes the session token cookies (`evb_token`, lifetime from expires_in). */
    storeSessionTokens: (_, _params: PasswordGrantOutput) => {},
    persistSession: (_, _params: StoredSession) => {},
    /** Deletes `evb_token` and `mimin_token`. */
    deleteSessionCookies: () => {},
    /** Empties session and local browser storage, stored user data included. */
    clearBrowserStorage: () => {},
    /** Puts the sidebar back to expanded. */
    resetSidebar: () => {},
    /** Reloads to /sign-in. */
    redirectToSignIn: () => {},
  },
  guards: {
    hasSessionToken: ({ context }) => context.hasSessionToken,
    hasNoBrand: ({ context }) => context.brandId === null,
    isBrandIdList: ({ context }) => isBrandIdList(context.brandId),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...signedOutState,
    ...input.stored,
    hasSessionToken: input.hasSessionToken,
    errorMessage: null,
  }),
  initial: 'restoring',
  on: {
    'session.logout': { target: '.signedOut', actions: [...endSession] },
    // A 401 anywhere ends in the same place as a logout (spec §8). Without a session there is
    // nothing to end: a deep link opened signed out answers its calls with 401 while the route
    // guard sends the visitor to sign-in, and a reload would lose where they were going.
    'session.unauthorized': {
      guard: 'hasSessionToken',
      target: '.signedOut',
      actions: [...endSession],
    },
    'session.savePageParams': { actions: ['assignPageParams', persist] },
    'session.hideProductVideoBanner': { actions: ['hideProductVideoBanner', persist] },
    'session.updateUser': {
      actions: [{ type: 'assignUser', params: ({ event }) => ({ user: event.user }) }, persist],
    },
  },
  states: {
    restoring: {
      always: [
        { guard: 'hasSessionToken', target: 'loading' },
        // Without a token the stored user and brand belong to an ended session; keeping them
        // would hand the previous user's brand to whoever signs in next.
        { target: 'signedOut', actions: ['clearSession', persist] },
      ],
    },
    signedOut: {
      on: {
        'session.signIn': { target: 'signingIn', actions: 'clearError' },
      },
    },
    signingIn: {
      initial: 'passwordGrant',
      states: {
        passwordGrant: {
          invoke: {
            id: 'requestPasswordToken',
            src: 'requestPasswordToken',
            input: ({ event }) =>
              event.type === 'session.signIn'
                ? { username: event.username, password: event.password }
                : { username: '', password: '' },
            onDone: {
              target: 'tenantLogin',
              actions: [
                { type: 'storeSessionTokens', params: ({ event }) => event.output },
                {
                  type: 'assignAccessToken',
                  params: ({ event }) => ({ accessToken: event.output.accessToken }),
                },
              ],
            },
            onError: {
              target: '#session.signedOut',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        tenantLogin: {
          invoke: {
            id: 'loginTenant',
            src: 'loginTenant',
            input: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
            onDone: 'profile',
            onError: {
              target: '#session.signedOut',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        profile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            onDone: {
              target: '#session.loading',
              actions: [
                { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
                persist,
              ],
            },
            onError: {
              target: '#session.signedOut',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    loading: {
      invoke: {
        id: 'fetchSessionData',
        src: 'fetchSessionData',
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'assignSessionData', params: ({ event }) => ({ data: event.output }) },
            persist,
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'session.retry': { target: 'loading', actions: 'clearError' } },
    },
    signedIn: {
      initial: 'resolvingBrand',
      on: {
        'session.selectBrand': { target: '.resolvingBrand', actions: ['assignBrandId', persist] },
      },
      states: {
        resolvingBrand: {
          always: [
            { guard: 'hasNoBrand', target: 'ready' },
            { guard: 'isBrandIdList', target: 'ready', actions: ['resetBrandData', persist] },
            { target: 'loadingBrand' },
          ],
        },
        loadingBrand: {
          // Fetching brand data first resets it to empty, then fills it (spec §4).
          entry: 'resetBrandData',
          invoke: {
            id: 'fetchBrandData',
            src: 'fetchBrandData',
            input: ({ context }) => ({ brandId: context.brandId ?? '' }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignBrandData', params: ({ event }) => ({ brandData: event.output }) },
                persist,
              ],
            },
            onError: {
              target: 'ready',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
      },
    },
  },
});
