import type { ApiClients } from '@seller/api-types';
import { signedOutStoredSession } from '@seller/machines';
import { persistStoredSession, signInSteps, storeSessionTokens } from '../session/sign-in-steps';
import type { SignInCredentials } from './pages/SignInPage';

/**
 * The session machine's `signingIn` chain (§4) for the standalone sign-in page: password grant,
 * tenant login, profile, with the same cookies and stored state. The app that starts afterwards
 * finds a session token and loads the rest (user, brands, menu, permissions, config) exactly as
 * it does on a reload, so nothing is fetched twice.
 */
export async function runSignIn(api: ApiClients, credentials: SignInCredentials): Promise<void> {
  // Whatever an ended session left behind must not reach the next user (the machine's restoring state).
  persistStoredSession(signedOutStoredSession());
  const steps = signInSteps(api);
  storeSessionTokens(await steps.requestPasswordToken(credentials));
  await steps.loginTenant();
  const userData = await steps.fetchProfile();
  persistStoredSession({ ...signedOutStoredSession(), userData });
}
