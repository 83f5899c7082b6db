import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockOperation, type MockSuccessBody } from '@seller/api-types/testing';
import { readPersisted, writePersisted } from '../../platform/persisted-state';
import type { TenantType } from '../../platform/tenant-profile';
import { OnboardingPromotionView } from './OnboardingPromotionView';
import { mockOptions, renderWithApp, startMockServer } from '../../test/app-harness';

type Onboard = NonNullable<
  MockSuccessBody<'brand', 'get', '/v2/{tenant}/brand-announcement/onboard'>['data']
>;

const server = startMockServer();

const unreadOnboarding: Onboard = {
  brandId: 101,
  announcementId: 7,
  isRead: false,
  readBy: null,
  label: 'Onboarding',
  additionalInfo: {
    title: 'Selamat datang di Dashboard Seller',
    content: 'Pelajari cara mengelola tokomu.',
    urlEdu: 'https://edu.test/panduan',
  },
};

interface Calls {
  onboardUpdates: unknown[];
  bannerRequests: number;
}

function serve({
  onboarding = unreadOnboarding,
  updateFails = false,
  bannerFails = false,
  popups = [
    {
      id: 3,
      informationName: 'Promo Gajian',
      linkUrl: 'https://promo.test/gajian',
      imageUrl: 'https://cdn.test/promo.png',
    },
  ],
}: {
  onboarding?: Onboard | null;
  updateFails?: boolean;
  bannerFails?: boolean;
  popups?: { id: number; informationName: string; linkUrl: string | null; imageUrl: string }[];
} = {}): Calls {
  const calls: Calls = { onboardUpdates: [], bannerRequests: 0 };
  server.use(
    mockOperation(mockOptions, 'brand', 'get', '/v2/{tenant}/brand-announcement/onboard', () => ({
      data: onboarding,
    })),
    mockOperation(
      mockOptions,
      'brand',
      'post',
      '/v2/{tenant}/brand-announcement/onboard',
      async ({ request }) => {
        calls.onboardUpdates.push(await request.json());
        if (updateFails) return errorResponse(500, 'Server sedang sibuk.');
        return { data: { ...unreadOnboarding, isRead: true, readBy: 'Seller' } };
      },
    ),
    mockOperation(mockOptions, 'brand', 'get', '/v1/{tenant}/popup-information/list', () => {
      calls.bannerRequests += 1;
      if (bannerFails) return errorResponse(500, 'Banner gagal.');
      return { data: { popupInformationList: popups } };
    }),
    mockOperation(mockOptions, 'brand', 'get', '/v1/{tenant}/banner/list', () => ({ data: [] })),
  );
  return calls;
}

function renderView({
  tenant = 'partner' as TenantType,
  allowed = true,
  ready = true,
  hasUser = true,
  landing = true,
} = {}) {
  const track = vi.fn();
  const view = renderWithApp(
    <OnboardingPromotionView
      brandId="101"
      tenant={tenant}
      onboardingAllowed={allowed}
      ready={ready}
      hasUser={hasUser}
      onLandingPage={landing}
      track={track}
    />,
  );
  return { ...view, track };
}

describe('OnboardingPromotionView', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove('promotion', { path: '/' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the unread onboarding announcement in a dialog and logs the view', async () => {
    serve();
    const { track } = renderView();
    const dialog = await screen.findByRole('dialog', {
      name: 'Selamat datang di Dashboard Seller',
    });
    expect(dialog).toHaveTextContent('Pelajari cara mengelola tokomu.');
    expect(screen.getByRole('button', { name: 'Cek Panduannya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'onboarding_popup_view',
        properties: { announcementId: '7', label: 'Onboarding' },
      }),
    );
    // The promotion waits until onboarding is done.
    expect(screen.queryByRole('dialog', { name: 'Promo Gajian' })).not.toBeInTheDocument();
  });

  it.each([
    {
      case: 'the session is still loading',
      props: { ready: false },
      onboarding: unreadOnboarding,
      flag: null,
    },
    {
      case: 'there is no user',
      props: { hasUser: false },
      onboarding: unreadOnboarding,
      flag: null,
    },
    {
      case: 'the announcement is read',
      props: {},
      onboarding: { ...unreadOnboarding, isRead: true },
      flag: null,
    },
    {
      case: 'the local onboard flag is off',
      props: {},
      onboarding: unreadOnboarding,
      flag: 'false',
    },
    {
      case: 'onboarding is not allowed by config',
      props: { allowed: false },
      onboarding: unreadOnboarding,
      flag: null,
    },
    {
      case: 'the seller is off the landing page',
      props: { landing: false },
      onboarding: unreadOnboarding,
      flag: null,
    },
  ])('does not show onboarding when $case', async ({ props, onboarding, flag }) => {
    if (flag !== null) localStorage.setItem('onboard', flag);
    serve({ onboarding, popups: [] });
    const { track } = renderView(props);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });

  it('closing the dialog clears the local onboard flag and opens the promotion banner', async () => {
    serve();
    const { track } = renderView();
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Selamat datang di Dashboard Seller' });
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    const banner = await screen.findByRole('dialog', { name: 'Promo Gajian' });
    expect(localStorage.getItem('onboard')).toBe('false');
    expect(screen.getByRole('link', { name: 'Promo Gajian' })).toHaveAttribute(
      'href',
      'https://promo.test/gajian',
    );
    expect(banner.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/promo.png');
    expect(track).toHaveBeenCalledWith({
      name: 'popup_promotion_partner',
      properties: { popupId: '3' },
    });
  });

  it("'Cek Panduannya' opens the guide in a new tab, marks the announcement read and closes", async () => {
    const calls = serve({ popups: [] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderView();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cek Panduannya' }));
    expect(open).toHaveBeenCalledWith('https://edu.test/panduan', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.onboardUpdates).toEqual([
      { tenant: 'partner', announcementId: 7, brandId: 101, isRead: true },
    ]);
  });

  it('shows a failed read update and clears the message after 3000 ms', async () => {
    // The page's clock is the test's: the 3 s pass at once, and time still runs for MSW.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({ updateFails: true, popups: [] });
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderView();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Cek Panduannya' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Panduan gagal ditandai sudah dibaca. Silakan coba lagi.');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByRole('dialog', { name: 'Selamat datang di Dashboard Seller' }),
    ).toBeInTheDocument();
  });

  it('closing the banner sets the promotion flag false in the cookie and the stored state', async () => {
    writePersisted('promotion', true);
    serve({ onboarding: null });
    renderView();
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Promo Gajian' });
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Cookies.get('promotion')).toBe('false');
    expect(readPersisted('promotion')).toBe(false);
  });

  it('follows the promotion flag: a promotion cookie set false keeps the banner away', async () => {
    Cookies.set('promotion', 'false', { path: '/' });
    const calls = serve({ onboarding: null });
    renderView();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.bannerRequests).toBe(0);
  });

  it('shows the banner to partners only', async () => {
    const calls = serve({ onboarding: null });
    renderView({ tenant: 'stockist' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.bannerRequests).toBe(0);
  });

  it('hides the banner when it fails to load, without a toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = serve({ onboarding: null, bannerFails: true });
    const { toasts } = renderView();
    await waitFor(() => expect(calls.bannerRequests).toBe(1));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts).toEqual([]);
  });
});
