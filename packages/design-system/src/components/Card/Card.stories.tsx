import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Ringkasan Toko',
    children: 'Pesanan yang belum diproses lebih dari 2 hari akan memengaruhi skor toko kamu.',
    padding: 'md',
  },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Ringkasan Toko' }),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="ghost" trailingIcon="chevron-right">
        Lihat Selengkapnya
      </Button>
    ),
  },
};

export const LongIndonesianText: Story = {
  args: {
    title: 'Informasi penting mengenai penyesuaian biaya layanan dan jadwal pencairan dana',
    children:
      'Mulai tanggal 1 bulan depan, biaya layanan akan disesuaikan untuk beberapa kategori produk. Jadwal pencairan dana tetap setiap hari kerja, kecuali hari libur nasional.',
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const EdgeToEdgeContent: Story = {
  args: {
    padding: 'none',
    actions: <a href="#riwayat">Lihat semua riwayat</a>,
    children: (
      <div style={{ borderTop: '1px solid currentColor', padding: 8 }}>Tabel dari tepi ke tepi</div>
    ),
  },
  play: async ({ canvasElement }) => {
    // The content may touch the border; the heading may not.
    const card = within(canvasElement)
      .getByRole('heading', { name: 'Ringkasan Toko' })
      .closest('section')!;
    const heading = within(canvasElement).getByRole('heading', { name: 'Ringkasan Toko' });
    const inset = heading.getBoundingClientRect().left - card.getBoundingClientRect().left;
    await expect(inset).toBeGreaterThanOrEqual(16);
  },
};
