import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { createTestApi, mockOptions, startMockServer } from '../test/app-harness';

const server = startMockServer();

/** The server's side of §4: it held `previousVersion` in the http-only cookie. */
function versionServer(previousVersion: string | null | 'fail') {
  const sent: unknown[] = [];
  server.use(
    mockOperation(mockOptions, 'admin', 'post', '/v1/system/app-version', async ({ request }) => {
      const body = (await request.json()) as { version: string };
      sent.push(body);
      if (previousVersion === 'fail') return errorResponse(500, 'Terjadi kesalahan pada server.');
      return {
        data: {
          version: body.version,
          previousVersion,
          changed: previousVersion !== null && previousVersion !== body.version,
        },
      };
    }),
  );
  return sent;
}

async function start(appVersion: string) {
  // A fresh module each time: the check starts once per page.
  const { startVersionCheck } = await import('./version-check');
  return startVersionCheck(createTestApi(), appVersion);
}

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('version check (§4, evm_version kept by the server)', () => {
  it('sends the running version and stays when the browser had none before', async () => {
    const sent = versionServer(null);
    const actor = await start('1.4.0');
    expect(sent).toEqual([{ version: '1.4.0' }]);
    expect(actor.getSnapshot().value).toMatchObject({ version: 'current' });
    actor.stop();
  });

  it('stays on the same version', async () => {
    versionServer('1.4.0');
    const actor = await start('1.4.0');
    expect(actor.getSnapshot().value).toMatchObject({ version: 'current' });
    actor.stop();
  });

  it('clears old caches and waits to reload when the browser last ran another version', async () => {
    versionServer('1.3.9');
    const actor = await start('1.4.0');
    await vi.waitFor(() =>
      expect(actor.getSnapshot().value).toMatchObject({ version: 'waitingToReload' }),
    );
    actor.stop();
  });

  it('never reloads when the server cannot tell', async () => {
    versionServer('fail');
    const actor = await start('1.4.0');
    expect(actor.getSnapshot().value).toMatchObject({ version: 'current' });
    actor.stop();
  });

  it('reloads for a failed chunk onto the page asked for, not the page being left (§8)', async () => {
    versionServer('1.4.0');
    window.history.replaceState(null, '', '/home');
    const actor = await start('1.4.0');
    // The route layer reports a navigation from its loader, before the address bar changes.
    const { reportAppEvent } = await import('./app-events');
    reportAppEvent('navigated', '/settings?tab=profil');
    expect(window.location.pathname).toBe('/home');
    expect(actor.getSnapshot().context.fullPath).toBe('/settings?tab=profil');
    actor.stop();
  });
});
