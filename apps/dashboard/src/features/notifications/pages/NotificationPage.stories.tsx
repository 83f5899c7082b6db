import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { NotificationItem } from '@seller/machines';
import { notificationCopy } from '../copy';
import { NotificationPage, type NotificationPageList } from './NotificationPage';

const now = new Date('2026-11-26T09:00:00.000Z');

function entry(overrides: Partial<NotificationItem> & Pick<NotificationItem, 'entityId'>) {
  return {
    createdAt: '2026-11-26T08:00:00.000Z',
    title: 'Pesanan baru masuk',
    isRead: false,
    message: '<p>Pesanan <b>INV/20261126/101/000007</b> menunggu diproses.</p>',
    context: 'transaction',
    ...overrides,
  } satisfies NotificationItem;
}

const items: NotificationItem[] = [
  entry({ entityId: '7' }),
  entry({
    entityId: '6',
    createdAt: '2026-11-26T03:15:00.000Z',
    title: 'Pesanan dibatalkan',
    message: '<p>Pembeli membatalkan pesanan INV/20261125/101/000006.</p>',
  }),
  entry({
    entityId: '5',
    createdAt: '2026-11-25T10:40:00.000Z',
    title: 'Pesanan selesai',
    isRead: true,
    message: '<p>Dana pesanan INV/20261124/101/000005 sudah diteruskan.</p>',
  }),
];

const list: NotificationPageList = {
  selectedTab: 'transaction',
  counts: { totalTransaction: 2, totalProduct: 1, totalCount: 3 },
  items,
  status: 'ready',
  hasMore: false,
  now,
  onSelectTab: fn(),
  onLoadMore: fn(),
  onRead: fn(),
  onReadAll: fn(),
};

const meta = {
  title: 'Pages/Notifications/NotificationPage',
  tags: ['page'],
  component: NotificationPage,
  parameters: { layout: 'fullscreen' },
  args: { list },
} satisfies Meta<typeof NotificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The rows are drawn in a background render, a moment after the page.
    await expect(await within(canvasElement).findByText('Pesanan dibatalkan')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { list: { ...list, items: [], status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: notificationCopy.loading }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    list: { ...list, counts: { totalTransaction: 0, totalProduct: 0, totalCount: 0 }, items: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(notificationCopy.emptyTitle)).toBeVisible();
  },
};

/**
 * A list call that failed: failures are logged only (spec §8), so the tab shows what it has
 * (nothing yet) beside the counts that did arrive, and the next open or tab asks again.
 */
export const Error: Story = {
  args: { list: { ...list, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(notificationCopy.emptyText)).toBeVisible();
  },
};

/** Between two brands, or with several chosen at once: the page has no list to show. */
export const NoBrand: Story = {
  args: { list: null },
};

export const LoadingMore: Story = {
  args: { list: { ...list, status: 'loadingMore', hasMore: true } },
};

export const MarkingAllRead: Story = {
  args: { list: { ...list, markingAllRead: true } },
};
