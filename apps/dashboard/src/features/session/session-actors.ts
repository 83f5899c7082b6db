import { fromPromise } from 'xstate';
import type { ApiClients } from '@seller/api-types';
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
import { loadBrandData, loadSessionData } from './session-data';
import { takePrefetchedBrandData, takePrefetchedSessionData } from './session-prefetch';
import { persistStoredSession, signInSteps, storeSessionTokens } from './sign-in-steps';

export { systemContext } from './session-data';

interface SessionEffects {
  api: ApiClients;
  /**
   * Full reload to /sign-in (§4 "reloads to /sign-in"); `expired` when a 401 ended the session
   * mid-work (§8), not the seller's own logout.
   */
  redirectToSignIn: (reason: 'loggedOut' | 'expired') => void;
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
        const early = takePrefetchedSessionData();
        if (early) {
          // A failed early load is asked again through the app's clients, which report it (§8).
          const data = await early.catch(() => null);
          if (data) return data;
        }
        return loadSessionData(api);
      }),
      fetchBrandData: fromPromise<BrandData, FetchBrandDataInput>(async ({ input }) => {
        const early = takePrefetchedBrandData(input.brandId);
        if (early) {
          const data = await early.catch(() => null);
          if (data) return data;
        }
        return loadBrandData(api, input.brandId);
      }),
    },
    actions: {
      storeSessionTokens: (_, token) => storeSessionTokens(token),
      persistSession: (_, stored: StoredSession) => persistStoredSession(stored),
      deleteSessionCookies: () => clearSessionCookies(),
      clearBrowserStorage: () => clearAllBrowserStorage(),
      resetSidebar: () => writePersisted('sidebarMinimized', false),
      redirectToSignIn: ({ event }) =>
        redirectToSignIn(event.type === 'session.unauthorized' ? 'expired' : 'loggedOut'),
    },
  });
}
