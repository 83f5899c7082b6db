import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { announcementCopy as copy } from '../copy';
import { AnnouncementDetailPage } from './AnnouncementDetailPage';

const announcement = {
  id: 13,
  title: 'Batik Week: tampil di halaman utama',
  categoryId: 1,
  categoryName: 'Informasi',
  content:
    '<p>Produk batik tampil di halaman utama selama sepekan.</p><ul><li>Daftar sebelum 25 November</li><li>Stok minimal 10</li></ul><p>Baca <a href="https://edukasi.test/batik">panduan pendaftaran</a>.</p>',
  imageUrl: null,
  isRead: true,
  publishedAt: '2026-11-20T03:00:00Z',
};

const meta = {
  title: 'Pages/Announcements/AnnouncementDetailPage',
  tags: ['page'],
  component: AnnouncementDetailPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    detail: { status: 'ready', announcement },
    backHref: '/announcement',
    onRetry: fn(),
  },
} satisfies Meta<typeof AnnouncementDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: announcement.title }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { detail: { status: 'loading' } },
};

/** The bare case: a one-line announcement with no picture. */
export const Empty: Story = {
  args: {
    detail: {
      status: 'ready',
      announcement: {
        ...announcement,
        title: 'Jadwal libur',
        content: '<p>Libur 25 Desember.</p>',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Libur 25 Desember.')).toBeVisible();
  },
};

/** The address names no announcement, or the server has none by that id. */
export const NotFound: Story = {
  args: { detail: { status: 'missing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.notFound)).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    detail: {
      status: 'failed',
      message: 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.detailFailed)).toBeVisible();
  },
};
