import { render } from '@testing-library/react';
import { delay } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor } from 'xstate';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { DesignSystemProvider } from '@seller/design-system';
import { ApiContext } from '../../platform/api-context';
import { createTestApi, CurrentLocation, mockOptions } from '../../test/app-harness';
import { SessionContext } from '../session/session-context';
import { SettingsRoute } from './pages/SettingsRoute';
import { settingsPath, settingsSectionPattern } from './urls';
import { heldSessionMachine } from '../../test/held-session';

export interface SettingsCalls {
  writes: { operation: string; key: string | null; body: unknown }[];
}

export const demoUser = {
  id: 4,
  name: 'Agus Pratama',
  telephone: '081234567804',
  email: 'single@demo.id',
  profilePictureUrl: null,
};

/** The settings calls of one seller, recording every write with its Idempotency-Key. */
export function settingsHandlers(
  calls: SettingsCalls,
  options: { failProfile?: boolean; wrongPassword?: boolean } = {},
) {
  let user = { ...demoUser };
  let masking = false;
  let sessions = [
    {
      id: 'aaaaaaaaaaaa',
      createdAt: '2026-11-24T01:00:00.000Z',
      expiresAt: '2026-11-24T09:00:00.000Z',
      current: true,
    },
    {
      id: 'bbbbbbbbbbbb',
      createdAt: '2026-11-23T02:00:00.000Z',
      expiresAt: '2026-11-23T10:00:00.000Z',
      current: false,
    },
  ];
  const record = (operation: string, request: Request, body: unknown) =>
    calls.writes.push({ operation, key: request.headers.get('Idempotency-Key'), body });

  return [
    mockOperation(mockOptions, 'mimin', 'get', '/v2/{tenant}/user/current', () => ({ data: user })),
    mockOperation(
      mockOptions,
      'mimin',
      'put',
      '/v2/{tenant}/user/current/profile',
      async ({ request }) => {
        const body = (await request.json()) as typeof user;
        record('putCurrentUserProfile', request, body);
        await delay(50);
        if (options.failProfile)
          return errorResponse(400, 'Email sudah dipakai akun lain.', 'BAD_REQUEST');
        user = { ...user, name: body.name, telephone: body.telephone, email: body.email };
        return { data: user };
      },
    ),
    mockOperation(
      mockOptions,
      'mimin',
      'put',
      '/v2/{tenant}/user/current/password',
      async ({ request }) => {
        const body = (await request.json()) as { signOutOthers: boolean };
        record('putCurrentUserPassword', request, body);
        await delay(50);
        if (options.wrongPassword)
          return errorResponse(400, 'Kata sandi saat ini salah.', 'BAD_REQUEST');
        const revoked = body.signOutOthers ? sessions.filter((s) => !s.current).length : 0;
        if (body.signOutOthers) sessions = sessions.filter((s) => s.current);
        return { data: { revokedSessions: revoked } };
      },
    ),
    mockOperation(mockOptions, 'mimin', 'get', '/v2/{tenant}/user/sessions', () => ({
      data: sessions,
    })),
    mockOperation(
      mockOptions,
      'mimin',
      'post',
      '/v2/{tenant}/user/sessions/revoke-others',
      async ({ request }) => {
        record('postRevokeOtherSessions', request, null);
        await delay(50);
        const revoked = sessions.filter((s) => !s.current).length;
        sessions = sessions.filter((s) => s.current);
        return { data: { revokedSessions: revoked } };
      },
    ),
    mockOperation(mockOptions, 'scam', 'get', '/v1/scam/masking-number', ({ request }) => ({
      data: {
        brandId: Number(new URL(request.url).searchParams.get('brandId')),
        maskingNumberEnabled: masking,
      },
    })),
    mockOperation(mockOptions, 'scam', 'put', '/v1/scam/masking-number', async ({ request }) => {
      const body = (await request.json()) as { brandId: number; maskingNumberEnabled: boolean };
      record('putMaskingNumber', request, body);
      await delay(20);
      masking = body.maskingNumberEnabled;
      return { data: body };
    }),
  ];
}

/** The settings page at a path, for a seller signed in with brand 102 (or `brandId`). */
export function renderSettings(path: string, { brandId = '102' }: { brandId?: string } = {}) {
  const session = createActor(heldSessionMachine, {
    input: {
      hasSessionToken: true,
      stored: { brandId, userData: { id: String(demoUser.id), name: demoUser.name } },
    },
  }).start();
  const router = createMemoryRouter(
    [
      { path: settingsPath, element: <SettingsRoute /> },
      { path: settingsSectionPattern, element: <SettingsRoute /> },
      { path: '*', element: <CurrentLocation /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <ApiContext.Provider value={createTestApi()}>
        <SessionContext.Provider actor={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ApiContext.Provider>
    </DesignSystemProvider>,
  );
  return { ...view, session, router };
}
