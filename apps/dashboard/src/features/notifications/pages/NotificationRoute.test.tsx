import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { createEntryApi } from '../../../platform/api';
import { oneNotificationPage } from '../../../test/one-notification-page';
import { prefetchNotifications } from '../notifications-queries';
import {
  mockOptions,
  rememberBrand,
  renderNotificationRoute,
  startMockServer,
  testConfig,
} from '../notifications-test-harness';

const server = startMockServer();

/** A notification backend that keeps its unread counts, so a read-all changes what it answers. */
function serveNotifications(counts: { totalTransaction: number; totalProduct: number }) {
  const countCalls: string[] = [];
  const listCalls: string[] = [];
  server.use(
    mockOperation(mockOptions, 'brand', 'get', '/v3/{tenant}/notification/count', () => {
      countCalls.push('count');
      return {
        data: {
          ...counts,
          totalCount: counts.totalTransaction + counts.totalProduct,
          totalActiveTransaction: 0,
        },
      };
    }),
    mockOperation(
      mockOptions,
      'brand',
      'get',
      '/v2/partner/brand/{brandId}/notification/{type}',
      ({ params, request }) => {
        listCalls.push(`${params.type}${new URL(request.url).search}`);
        return oneNotificationPage(params.type, `ENT-${params.type}`);
      },
    ),
    mockOperation(
      mockOptions,
      'brand',
      'post',
      '/v2/partner/brand/{brandId}/notification/{type}/read/all',
      ({ params }) => {
        const key = params.type === 'product' ? 'totalProduct' : 'totalTransaction';
        const updated = counts[key];
        counts[key] = 0;
        return { data: { updated } };
      },
    ),
  );
  return { countCalls, listCalls };
}

describe('/notification beside the header bell (the layout’s shared notifications slot)', () => {
  it('takes the header bell down with the tab when Tandai semua dibaca runs on the page', async () => {
    const { countCalls } = serveNotifications({ totalTransaction: 2, totalProduct: 3 });
    renderNotificationRoute('/notification?selectedTab=product');

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Stok menipis')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Notifikasi.*5/ })).toBeInTheDocument();
    expect(within(main).getByRole('tab', { name: /Produk.*3/ })).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(main).getByRole('button', { name: 'Tandai semua dibaca' }));

    // Page tab and bell read one set of counts: no reload needed for the bell to agree.
    expect(await screen.findByRole('button', { name: /Notifikasi.*2/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(main).queryByRole('tab', { name: /Produk.*3/ })).not.toBeInTheDocument(),
    );
    // One actor asks for the counts, not one per view.
    expect(countCalls).toHaveLength(2);
  });

  it('keeps the page list when the bell popover opens over it and closes again', async () => {
    serveNotifications({ totalTransaction: 1, totalProduct: 0 });
    renderNotificationRoute('/notification');

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Pesanan baru masuk')).toBeInTheDocument();
    // The day heading follows the page's h1 without skipping a level.
    expect(within(main).getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 2, name: 'Hari ini' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Notifikasi.*1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Panel notifikasi' });
    expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'Hari ini' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Panel notifikasi' })).not.toBeInTheDocument();
    expect(within(main).getByText('Pesanan baru masuk')).toBeInTheDocument();
  });

  it("shows the counts and first page a reload's entry script asked for, without asking again", async () => {
    const { countCalls, listCalls } = serveNotifications({ totalTransaction: 1, totalProduct: 4 });
    rememberBrand();
    // The entry script's clients, which the app then takes over (main.tsx, startAppServices).
    const entry = createEntryApi(testConfig);
    prefetchNotifications(entry.api, new URL('http://app.test/notification?selectedTab=product'));
    await waitFor(() => expect(listCalls).toHaveLength(1));
    expect(countCalls).toHaveLength(1);

    renderNotificationRoute('/notification?selectedTab=product', { api: entry.api });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Stok menipis')).toBeInTheDocument();
    expect(await within(main).findByRole('tab', { name: /Produk.*4/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Notifikasi.*5/ })).toBeInTheDocument();
    expect(listCalls).toEqual(['product?page=1&size=5&sortBy=created_at&sortDirection=desc']);
    expect(countCalls).toHaveLength(1);
  });
});
