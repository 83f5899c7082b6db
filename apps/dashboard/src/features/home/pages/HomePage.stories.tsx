import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import type { HomeCardRead, HomeCardReads } from '../components/HomeCard';
import { homeCopy } from '../copy';
import type { HomeCardData, HomeCardName } from '../home-queries';
import { HomePage } from './HomePage';

const answered = <K extends HomeCardName>(data: HomeCardData<K>): HomeCardRead<K> => ({
  status: 'success',
  data,
  errorMessage: null,
  retry: fn(),
});

const score = (metric: 'fulfillment' | 'transaction', value: number, target: number) => ({
  brandId: 101,
  metric,
  score: value,
  target,
  period: '2026-11',
  details: [],
});

const actions = {
  brandId: 101,
  shipToday: 4,
  late: 2,
  unansweredQuestions: 3,
  outOfStockVariants: 12,
  withdrawalsInProcess: 1,
};

const cards: HomeCardReads = {
  actions: answered(actions),
  balance: answered({
    brandId: 101,
    balance: 30_750_000,
    pendingWithdrawal: 1_500_000,
    bankAccount: null,
    updatedAt: '2026-11-24T03:00:00.000Z',
  }),
  scores: answered({
    fulfillment: score('fulfillment', 92.4, 90),
    transaction: score('transaction', 41.4, 90),
  }),
  suspension: answered({
    brandId: 101,
    isSuspended: false,
    reason: null,
    startAt: null,
    endAt: null,
  }),
  penalty: answered({
    brandId: 101,
    totalPoint: 3,
    items: [
      { id: 1, reason: 'Pesanan terlambat dikirim', point: 3, createdAt: '2026-11-20T03:00:00Z' },
    ],
  }),
  performance: answered({
    brandId: 101,
    period: '2026-11',
    totalOrder: 251,
    totalSales: 48_250_000,
    fulfillmentRate: 96.8,
    cancellationRate: 1.2,
  }),
  orderCounts: answered([
    { status: 1, total: 17 },
    { status: 2, total: 28 },
    { status: 3, total: 39 },
    { status: 4, total: 0 },
    { status: 5, total: 21 },
    { status: 6, total: 132 },
    { status: 8, total: 14 },
  ]),
  announcements: answered(
    [
      { id: 12, title: 'Jadwal operasional libur akhir tahun', category: 'Info' },
      { id: 11, title: 'Promo Brand Harbolnas: daftar sebelum 5 Desember', category: 'Promo' },
      { id: 10, title: 'Pembaruan syarat penarikan dana', category: 'Keuangan' },
    ].map(({ id, title, category }, index) => ({
      id,
      title,
      categoryId: index + 1,
      categoryName: category,
      content: '<p>…</p>',
      imageUrl: null,
      isRead: index > 0,
      publishedAt: `2026-11-2${4 - index}T02:00:00.000Z`,
    })),
  ),
};

const everyCard = (read: Omit<HomeCardRead<HomeCardName>, 'data'>) =>
  Object.fromEntries(
    Object.keys(cards).map((card) => [card, { ...read, data: null }]),
  ) as unknown as HomeCardReads;

const meta = {
  title: 'Pages/Home/HomePage',
  tags: ['page'],
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { userName: 'Rina Wulandari', brandName: 'Toko Sari Rasa', cards },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rp30.750.000')).toBeVisible();
    // 'Perlu tindakan' opens the page; each count leads to the list of exactly those orders.
    await expect(canvas.getByRole('link', { name: '4 Kirim hari ini' })).toHaveAttribute(
      'href',
      expect.stringContaining('shipBy=today'),
    );
    await expect(canvas.getByRole('link', { name: '2 Terlambat dikirim' })).toHaveAttribute(
      'href',
      expect.stringContaining('shipBy=late'),
    );
  },
};

export const Loading: Story = {
  args: { cards: everyCard({ status: 'loading', errorMessage: null, retry: fn() }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('status', { name: homeCopy.loading }),
    ).toHaveLength(8);
  },
};

/** A brand that has just opened: nothing sold, no penalty, no announcement yet. */
export const Empty: Story = {
  args: {
    cards: {
      ...cards,
      actions: answered({
        ...actions,
        shipToday: 0,
        late: 0,
        unansweredQuestions: 0,
        outOfStockVariants: 0,
        withdrawalsInProcess: 0,
      }),
      balance: answered({ ...cards.balance.data!, balance: 0, pendingWithdrawal: 0 }),
      penalty: answered({ brandId: 101, totalPoint: 0, items: [] }),
      performance: answered({
        ...cards.performance.data!,
        totalOrder: 0,
        totalSales: 0,
        fulfillmentRate: 0,
        cancellationRate: 0,
      }),
      orderCounts: answered(cards.orderCounts.data!.map(({ status }) => ({ status, total: 0 }))),
      announcements: answered([]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(homeCopy.noAnnouncements)).toBeVisible();
    await expect(within(canvasElement).getByText(homeCopy.nothingToDo)).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    cards: everyCard({
      status: 'error',
      errorMessage:
        'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
      retry: fn(),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('button', { name: homeCopy.retry }),
    ).toHaveLength(8);
  },
};

/** None or several brands chosen: the page asks for one and shows no cards. */
export const NoBrand: Story = {
  args: { brandName: null, cards: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(homeCopy.noBrand)).toBeVisible();
  },
};

/** Only the 'Perlu tindakan' counts failed: the other cards stand, the card offers a retry. */
export const ActionsError: Story = {
  args: {
    cards: {
      ...cards,
      actions: {
        status: 'error',
        data: null,
        errorMessage:
          'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
        retry: fn(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: homeCopy.retry })).toHaveLength(1);
    await expect(canvas.getByText('Rp30.750.000')).toBeVisible();
  },
};
