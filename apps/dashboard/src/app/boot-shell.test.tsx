import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  quietFallback,
  renderShell,
  shellHandlers,
  signInAs,
  startShellServer,
} from '../test/shell-harness';
import { bootShellId } from './boot-shell';
import { appCopy } from './copy';
import indexHtml from '../../index.html?raw';

const server = startShellServer();

/** The boot screen as index.html has it, shown (the server drops `hidden` for a signed-in reload). */
function mountBootShell() {
  const markup = /<div id="boot-shell"[\s\S]*?<\/div>/.exec(indexHtml)?.[0] ?? '';
  document.body.insertAdjacentHTML('afterbegin', markup.replace(' hidden>', '>'));
}

afterEach(() => document.getElementById(bootShellId)?.remove());

describe('the boot screen of a reload inside the app', () => {
  it('is hidden as built and says what the session overlay says', () => {
    expect(indexHtml).toMatch(/<div id="boot-shell" role="status"[^>]* hidden>/);
    mountBootShell();
    expect(document.getElementById(bootShellId)).toHaveTextContent(appCopy.loadingSession);
  });

  it('stays while the session loads and is gone once the page shows', async () => {
    mountBootShell();
    signInAs('partner', '101');
    server.use(
      ...shellHandlers({ tenant: 'partner', brands: [{ id: 101, name: 'Batik Sekar Jagad' }] }),
      quietFallback,
    );
    renderShell('/settings');
    expect(document.getElementById(bootShellId)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Halaman ini sedang disiapkan' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById(bootShellId)).toBeNull());
  });

  it('goes for a visitor whose session is gone, on the way to sign-in', async () => {
    mountBootShell();
    server.use(
      ...shellHandlers({ tenant: 'partner', brands: [{ id: 101, name: 'Batik Sekar Jagad' }] }),
      quietFallback,
    );
    const { router } = renderShell('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    await waitFor(() => expect(document.getElementById(bootShellId)).toBeNull());
  });
});
