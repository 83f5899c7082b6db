import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'Belum ada produk',
    text: 'Produk yang kamu tambahkan akan tampil di sini.',
    icon: 'product',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Notification: Story = {
  args: {
    icon: 'notification',
    title: 'Tidak ada Notifikasi',
    text: 'Saat ini kamu tidak memiliki notifikasi apapun.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tidak ada Notifikasi' })).toBeVisible();
    await expect(canvas.getByText('Saat ini kamu tidak memiliki notifikasi apapun.')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button leadingIcon="plus">Tambah Produk</Button> },
};

export const SearchNotFound: Story = {
  args: { icon: 'search', title: 'Kata Kunci tidak ditemukan', text: undefined },
};
