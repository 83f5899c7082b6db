import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { NotificationFeed } from './pages/NotificationRoute';
import { defaultNotificationSettings } from './notification-settings';
import { oneNotificationPage } from '../../test/one-notification-page';
import { mockOptions, renderWithApp, startMockServer } from '../../test/app-harness';

const server = startMockServer();

function serve(counts: { totalTransaction: number; totalProduct: number }) {
  server.use(
    mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/notification/count', () => ({
      data: {
        ...counts,
        totalCount: counts.totalTransaction + counts.totalProduct,
        totalActiveTransaction: 0,
      },
    })),
    mockOperation(
      mockOptions,
      'brand',
      'get',
      '/v2/partner/brand/{brandId}/notification/{type}',
      ({ params }) => oneNotificationPage(params.type, null),
    ),
  );
}

describe('NotificationFeed (the /notification page)', () => {
  it('opens on the tab named in selectedTab and keeps a tab change in the URL', async () => {
    serve({ totalTransaction: 1, totalProduct: 1 });
    const { router } = renderWithApp(
      <NotificationFeed brandId="101" tenant="partner" settings={defaultNotificationSettings} />,
      {
        path: '/notification?selectedTab=product',
      },
    );
    expect(await screen.findByText('Stok menipis')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Produk/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: /Transaksi/ }));
    expect(await screen.findByText('Pesanan baru masuk')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?selectedTab=transaction');
  });

  it('polls the unread counts when the count flag is on', async () => {
    serve({ totalTransaction: 1, totalProduct: 0 });
    renderWithApp(
      <NotificationFeed
        brandId="101"
        tenant="partner"
        settings={{ ...defaultNotificationSettings, countPollingEnabled: true, pollIntervalMs: 50 }}
      />,
      { path: '/notification' },
    );
    expect(await screen.findByRole('tab', { name: /Transaksi.*1/ })).toBeInTheDocument();
    serve({ totalTransaction: 6, totalProduct: 0 });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Transaksi.*6/ })).toBeInTheDocument(),
    );
  });

  it('does not poll when the count flag is off', async () => {
    // The page's clock is the test's: six poll intervals pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    serve({ totalTransaction: 1, totalProduct: 0 });
    renderWithApp(
      <NotificationFeed
        brandId="101"
        tenant="partner"
        settings={{ ...defaultNotificationSettings, pollIntervalMs: 50 }}
      />,
      {
        path: '/notification',
      },
    );
    expect(await screen.findByRole('tab', { name: /Transaksi.*1/ })).toBeInTheDocument();
    serve({ totalTransaction: 6, totalProduct: 0 });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('tab', { name: /Transaksi.*1/ })).toBeInTheDocument();
  });
});
