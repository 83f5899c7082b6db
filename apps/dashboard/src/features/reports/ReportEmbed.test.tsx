import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { mockOptions, renderWithApp, startMockServer } from '../../test/app-harness';
import { INITIAL_FRAME_HEIGHT, ReportEmbed, UNREPORTED_HEIGHT_MS } from './pages/ReportRoute';
import { parseEmbedMessage, refreshDelay, withRange } from './embed-messages';

const server = startMockServer();

interface Call {
  id: string;
  report: string;
}

/** The embed-address call: answers from `answers` in turn (the last one repeats) and records each call. */
function serveAddresses(answers: (number | { seconds: number })[]) {
  const calls: Call[] = [];
  server.use(
    mockOperation(
      mockOptions,
      'brand',
      'get',
      '/v2/partner/brand/{id}/dashboard-embed/{report}',
      ({ params }) => {
        calls.push({ id: params.id!, report: params.report! });
        const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
        if (typeof answer === 'number')
          return errorResponse(answer, 'Layanan laporan sedang gangguan.');
        return {
          data: {
            metabaseUrl: `http://embed.test/api/embed/dashboard/${params.report}?token=t${calls.length}`,
            expiresAt: new Date(Date.now() + answer.seconds * 1000).toISOString(),
          },
        };
      },
    ),
  );
  return calls;
}

function frame(): HTMLIFrameElement {
  return screen.getByTitle(/^Laporan Rapor Brand/) as HTMLIFrameElement;
}

function post(data: unknown, source: Window | null = frame().contentWindow, origin = 'null') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const show = () =>
  renderWithApp(
    <ReportEmbed
      report="rapor-brand"
      title="Rapor Brand"
      brandId={301}
      brandName="Mofasa Herbal Sehat"
    />,
    { path: '/report/rapor' },
  );

describe('ReportEmbed', () => {
  it('shows a skeleton of the frame size until the report posts its height, in a least-privilege sandboxed frame', async () => {
    const calls = serveAddresses([{ seconds: 300 }]);
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat laporan…');
    await waitFor(() =>
      expect(frame().getAttribute('src')).toBe(
        'http://embed.test/api/embed/dashboard/rapor-brand?token=t1',
      ),
    );
    expect(calls).toEqual([{ id: '301', report: 'rapor-brand' }]);
    expect(frame().getAttribute('sandbox')).toBe('allow-scripts allow-downloads');
    expect(frame().getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame().getAttribute('title')).toBe('Laporan Rapor Brand — Mofasa Herbal Sehat');
    expect(frame().getAttribute('height')).toBe(String(INITIAL_FRAME_HEIGHT));
    // Only its own frame, with the right shape, is listened to.
    post({ source: 'seller-report', type: 'height', height: 900 }, window);
    post({ source: 'other', type: 'height', height: 900 });
    post(
      { source: 'seller-report', type: 'height', height: 900 },
      frame().contentWindow,
      'https://evil.test',
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    post({ source: 'seller-report', type: 'height', height: 2130 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(frame().getAttribute('height')).toBe('2130');
  });

  it('a report whose height never comes is shown once its page has loaded, at the frame height it has', async () => {
    // The page's clock is the test's: the wait passes at once, and time still runs for MSW.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveAddresses([{ seconds: 300 }]);
      show();
      await waitFor(() => expect(frame().getAttribute('src')).toContain('token=t1'));
      // Still loading: no height and no page yet, the skeleton stays.
      await act(() => vi.advanceTimersByTimeAsync(UNREPORTED_HEIGHT_MS + 200));
      expect(screen.getByRole('status')).toHaveTextContent('Memuat laporan…');
      fireEvent.load(frame());
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(UNREPORTED_HEIGHT_MS));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(frame().getAttribute('height')).toBe(String(INITIAL_FRAME_HEIGHT));
      expect(frame()).toHaveStyle({ visibility: 'visible' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed address call shows the Indonesian error with Coba lagi, and a retry loads the report', async () => {
    const calls = serveAddresses([500, { seconds: 300 }]);
    show();
    expect(await screen.findByText('Laporan tidak dapat dimuat')).toBeInTheDocument();
    expect(screen.getByText('Layanan laporan sedang gangguan.')).toBeInTheDocument();
    expect(screen.queryByTitle(/^Laporan Rapor Brand/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(frame().getAttribute('src')).toContain('token=t2'));
    expect(calls).toHaveLength(2);
  });

  it('asks for a new address before the token expires, keeping the range chosen in the frame and the height', async () => {
    const calls = serveAddresses([{ seconds: 2 }, { seconds: 300 }]);
    show();
    await waitFor(() => expect(frame().getAttribute('src')).toContain('token=t1'));
    post({ source: 'seller-report', type: 'height', height: 1800 });
    post({
      source: 'seller-report',
      type: 'ready',
      range: { from: '2026-10-01', to: '2026-10-31', group: 'week' },
    });
    // 80 % of a 2 s lifetime: the second call comes by itself.
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3000 });
    await waitFor(() =>
      expect(frame().getAttribute('src')).toBe(
        'http://embed.test/api/embed/dashboard/rapor-brand?token=t2&from=2026-10-01&to=2026-10-31&group=week',
      ),
    );
    expect(frame().getAttribute('height')).toBe('1800');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reloads the address when the frame says its token expired, with the range the seller asked for', async () => {
    const calls = serveAddresses([{ seconds: 300 }]);
    show();
    await waitFor(() => expect(frame().getAttribute('src')).toContain('token=t1'));
    post({ source: 'seller-report', type: 'height', height: 1500 });
    post({
      source: 'seller-report',
      type: 'expired',
      range: { from: '2026-01-01', to: 'bad', group: 'year' },
    });
    await waitFor(() =>
      expect(frame().getAttribute('src')).toBe(
        'http://embed.test/api/embed/dashboard/rapor-brand?token=t2&from=2026-01-01',
      ),
    );
    expect(calls).toHaveLength(2);
  });

  it('full screen falls back to an in-page overlay where the Fullscreen API is missing, and Escape leaves it', async () => {
    serveAddresses([{ seconds: 300 }]);
    show();
    await waitFor(() => expect(frame()).toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'Layar penuh' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Keluar dari layar penuh' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Layar penuh' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('embed messages', () => {
  it('accepts only well-formed messages and plain dates, and refreshes at 80 % of a short lifetime or 30 s early', () => {
    expect(
      parseEmbedMessage({ source: 'seller-report', type: 'height', height: 99 }, 'null', null),
    ).toBeNull();
    expect(
      parseEmbedMessage({ source: 'seller-report', type: 'height', height: 640.2 }, 'null', null),
    ).toEqual({ type: 'height', height: 641 });
    expect(parseEmbedMessage({ source: 'seller-report', type: 'run' }, 'null', null)).toBeNull();
    expect(withRange('http://e.test/x?token=a', { from: '2026-01-01', to: '2026-01-31' })).toBe(
      'http://e.test/x?token=a&from=2026-01-01&to=2026-01-31',
    );
    expect(refreshDelay(new Date(10_000 + 300_000).toISOString(), 10_000)).toBe(270_000);
    expect(refreshDelay(new Date(10_000 + 10_000).toISOString(), 10_000)).toBe(8000);
    expect(refreshDelay(undefined)).toBeNull();
  });
});

describe('report menu', () => {
  it('a report shows only when its exact path is in the menu', async () => {
    const { isReportInMenu } = await import('./urls');
    const menu = [
      {
        path: '/report/stockist',
        childMenu: [{ path: '/report/stockist' }, { path: '/report/stockist-raport' }],
      },
    ];
    expect(isReportInMenu(menu, '/report/stockist-raport')).toBe(true);
    expect(isReportInMenu(menu, '/report/sales')).toBe(false);
    expect(isReportInMenu(null, '/report/sales')).toBe(false);
  });
});
