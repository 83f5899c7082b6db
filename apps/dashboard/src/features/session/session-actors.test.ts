import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { hasSession } from '../../platform/session-cookies';
import {
  frameHandlers,
  sessionHandlers,
  signInAs,
  startLayoutServer,
} from '../../layouts/layout-test-harness';
import { createTestApi } from '../../test/app-harness';
import { provideSessionMachine } from './session-actors';

const server = startLayoutServer();

async function signedInSession(redirectToSignIn: (reason: string) => void) {
  signInAs('partner', '101');
  server.use(
    ...sessionHandlers({ tenant: 'partner', brands: [{ id: 101, name: 'Batik Sekar Jagad' }] }),
    ...frameHandlers,
  );
  const session = createActor(provideSessionMachine({ api: createTestApi(), redirectToSignIn }), {
    input: { hasSessionToken: true, stored: null },
  }).start();
  await waitFor(session, (snapshot) => snapshot.matches({ signedIn: 'ready' }));
  return session;
}

describe('where an ended session goes', () => {
  it('a 401 (§8) clears the tokens first, then goes to sign-in as an expired session', async () => {
    const tokensAtRedirect: boolean[] = [];
    const redirect = vi.fn(() => tokensAtRedirect.push(hasSession()));
    const session = await signedInSession(redirect);
    session.send({ type: 'session.unauthorized' });
    expect(redirect).toHaveBeenCalledWith('expired');
    expect(tokensAtRedirect).toEqual([false]);
    session.stop();
  });

  it('a logout goes to sign-in as the seller’s own doing', async () => {
    const redirect = vi.fn();
    const session = await signedInSession(redirect);
    session.send({ type: 'session.logout' });
    expect(redirect).toHaveBeenCalledWith('loggedOut');
    session.stop();
  });
});
