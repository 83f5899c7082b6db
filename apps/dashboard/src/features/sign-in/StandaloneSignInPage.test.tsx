import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { readPersisted } from '../../platform/persisted-state';
import { createTestApi, startMockServer } from '../../test/app-harness';
import { clearSessionCookies, cookieNames, seller, signInHandlers } from './sign-in-test-server';
import { StandaloneSignInPage } from './StandaloneSignInPage';

const server = startMockServer();

function renderPage() {
  const onSignedIn = vi.fn();
  const onStart = vi.fn();
  render(
    <DesignSystemProvider theme="marketplace">
      <StandaloneSignInPage api={createTestApi()} onSignedIn={onSignedIn} onStart={onStart} />
    </DesignSystemProvider>,
  );
  return { onSignedIn, onStart };
}

async function fillIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), seller.username);
  await user.type(screen.getByLabelText('Kata sandi'), password);
  return user;
}

beforeEach(() => {
  clearSessionCookies();
  window.history.replaceState(null, '', '/sign-in');
});

describe('standalone sign-in page', () => {
  it('runs the three sign-in calls in order, stores both cookies and the user, then hands over', async () => {
    const requests: string[] = [];
    server.use(...signInHandlers({ requests }));
    localStorage.setItem('brandId', JSON.stringify('999'));
    const { onSignedIn } = renderPage();

    const user = await fillIn(seller.password);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(requests).toEqual(['POST /login', 'POST /v2/partner/login', 'GET /admin/user/profile']);
    expect(cookieNames()).toEqual(expect.arrayContaining(['evb_token', 'mimin_token']));
    expect(readPersisted('userData')).toMatchObject({ id: 7, name: 'Rina Wulandari' });
    // The brand of an earlier session is not handed to this one.
    expect(readPersisted('brandId')).toBeNull();
  });

  it('explains a wrong password inline, keeps what was typed and hands nothing over', async () => {
    const requests: string[] = [];
    server.use(...signInHandlers({ requests }));
    const { onSignedIn } = renderPage();

    const user = await fillIn('salah-sandi');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah');
    expect(screen.getByLabelText('Email')).toHaveValue(seller.username);
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(cookieNames()).not.toContain('evb_token');
  });

  it('signs in once however often the button is clicked', async () => {
    const requests: string[] = [];
    server.use(...signInHandlers({ requests, latencyMs: 150 }));
    const { onSignedIn } = renderPage();

    const user = await fillIn(seller.password);
    const button = screen.getByRole('button', { name: 'Masuk' });
    await user.dblClick(button);
    await user.click(button);

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request === 'POST /login')).toHaveLength(1);
  });

  it('refuses empty fields before anything is sent', async () => {
    const requests: string[] = [];
    server.use(...signInHandlers({ requests }));
    renderPage();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Masuk' }));

    expect(screen.getByText('Email wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Kata sandi wajib diisi.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('asks for the rest of the app as soon as the seller starts on the form', async () => {
    const { onStart } = renderPage();
    expect(onStart).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('Email'));
    expect(onStart).toHaveBeenCalled();
  });

  it('says a session that ended mid-work did', () => {
    window.history.replaceState(null, '', '/sign-in?reason=expired&redirect=%2Fsettings');
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sesi kamu telah berakhir. Silakan masuk kembali.',
    );
  });

  it('has nothing to say on a plain visit', () => {
    renderPage();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
