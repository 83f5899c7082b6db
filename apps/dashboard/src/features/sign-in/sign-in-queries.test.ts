import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createActor } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, startMockServer, testBaseUrl } from '../../test/app-harness';
import { provideSessionMachine } from '../session/session-actors';
import { readStoredSession } from '../session/stored-session';
import { runSignIn } from './sign-in-queries';
import { clearSessionCookies, cookieNames, seller, signInHandlers } from './sign-in-test-server';

const server = startMockServer();
const quietSessionData = http.get(`${testBaseUrl}/*`, () =>
  HttpResponse.json({ message: 'not under test' }, { status: 404 }),
);

/** What a sign-in leaves behind for the app that starts next. */
function sessionTraces() {
  return {
    cookies: cookieNames().sort(),
    stored: readStoredSession(),
    tenant: localStorage.getItem('tenant'),
  };
}

function leftoverOfAnEndedSession() {
  localStorage.setItem('brandId', JSON.stringify('999'));
  localStorage.setItem('pageParams', JSON.stringify([{ path: '/product', query: { page: '3' } }]));
}

beforeEach(() => clearSessionCookies());

describe('the standalone sign-in chain', () => {
  it('makes the calls of the session machine and leaves the same cookies and stored session', async () => {
    const machineRequests: string[] = [];
    // The session data the machine loads next is not under test: it answers a quiet 404.
    server.use(...signInHandlers({ requests: machineRequests }), quietSessionData);
    leftoverOfAnEndedSession();
    const actor = createActor(
      provideSessionMachine({ api: createTestApi(), redirectToSignIn: () => {} }),
      {
        input: { hasSessionToken: false, stored: readStoredSession() },
      },
    );
    actor.start();
    actor.send({ type: 'session.signIn', ...seller });
    // The machine goes on to load the session data; what the sign-in itself did is settled by then.
    await waitFor(() => expect(actor.getSnapshot().matches('loadFailed')).toBe(true));
    actor.stop();
    const byMachine = { requests: machineRequests, traces: sessionTraces() };

    localStorage.clear();
    clearSessionCookies();
    server.resetHandlers();
    const chainRequests: string[] = [];
    server.use(...signInHandlers({ requests: chainRequests }));
    leftoverOfAnEndedSession();
    await runSignIn(createTestApi(), seller);

    expect({ requests: chainRequests, traces: sessionTraces() }).toEqual(byMachine);
    expect(byMachine.traces.cookies).toEqual(['evb_token', 'mimin_token']);
    expect(byMachine.traces.stored).toMatchObject({
      brandId: null,
      pageParams: [],
      userData: { name: 'Rina Wulandari' },
    });
  });

  it('rejects with the backend message and writes no session cookie when the password is wrong', async () => {
    server.use(...signInHandlers({ requests: [] }));
    await expect(runSignIn(createTestApi(), { ...seller, password: 'salah' })).rejects.toThrow(
      'Email atau kata sandi salah',
    );
    expect(cookieNames()).not.toContain('evb_token');
  });
});
