import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import type { Announcement } from '../announcement-types';
import { announcementCopy as copy } from '../copy';
import { AnnouncementListPage } from './AnnouncementListPage';

const announcement = (id: number, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `Pengumuman ${id}`,
  categoryId: 1,
  categoryName: 'Informasi',
  content: `<p>Isi pengumuman ${id}.</p><p>Paragraf kedua.</p>`,
  imageUrl: null,
  isRead: true,
  publishedAt: '2026-11-20T03:00:00Z',
  ...extra,
});

const items = [
  announcement(13, { title: 'Batik Week: tampil di halaman utama', isRead: false }),
  announcement(12, {
    title: 'Promo Gajian akhir bulan',
    categoryId: 2,
    categoryName: 'Promo',
    content: '<p>Daftarkan produk Anda sebelum tanggal 25.</p>',
  }),
  announcement(11, { title: 'Jadwal operasional libur akhir tahun' }),
];

const asked = { categoryId: null, q: '', page: 1 };

const meta = {
  title: 'Pages/Announcements/AnnouncementListPage',
  tags: ['page'],
  component: AnnouncementListPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    promo: false,
    categories: [
      { id: 1, name: 'Informasi' },
      { id: 2, name: 'Promo' },
    ],
    categoryId: null,
    promoId: 2,
    q: '',
    page: 1,
    list: { status: 'ready', data: { items, total: 18, asked } },
    listHref: '/announcement',
    onSearch: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AnnouncementListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1–15 dari 18 pengumuman')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { categories: [], list: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: copy.listLabel })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { list: { status: 'ready', data: { items: [], total: 0, asked } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.emptyTitle)).toBeVisible();
  },
};

/** A search that matched nothing names what was searched. */
export const EmptySearch: Story = {
  args: {
    q: 'Harbolnas',
    list: { status: 'ready', data: { items: [], total: 0, asked: { ...asked, q: 'Harbolnas' } } },
  },
};

export const Error: Story = {
  args: {
    list: {
      status: 'failed',
      message: 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.loadFailed)).toBeVisible();
  },
};

/** Promo Brand: its own title, the Promo chip current. */
export const Promo: Story = {
  args: {
    promo: true,
    categoryId: 2,
    listHref: '/announcement/promo',
    list: { status: 'ready', data: { items: [items[1]!], total: 1, asked } },
  },
};
