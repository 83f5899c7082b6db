import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { Resource } from '../../platform/data/use-resource';
import { BrandDropdown } from '../../layouts/Header/BrandDropdown';
import type { BrandPendingWork } from './brand-switch-queries';
import { pendingWorkText } from './pending-work-text';

const brands = [
  { id: '101', name: 'Batik Sekar Jagad' },
  { id: '102', name: 'Kopi Nusantara Rasa' },
  { id: '103', name: 'Rumah Hijab Aulia' },
];

const work: BrandPendingWork[] = [
  { brandId: 101, notProcessedOrders: 12, notAnsweredQuestions: 3 },
  { brandId: 102, notProcessedOrders: 0, notAnsweredQuestions: 0 },
  { brandId: 103, notProcessedOrders: 140, notAnsweredQuestions: 0 },
];

const resource = (
  status: Resource<BrandPendingWork[]>['status'],
  data: BrandPendingWork[] | null,
  errorMessage: string | null = null,
): Resource<BrandPendingWork[]> => ({ status, data, errorMessage, retry: () => {} });

/** The header's brand list with the pending work of each brand, in one state of the call. */
function BrandListWithWork({ pending }: { pending: Resource<BrandPendingWork[]> }) {
  return (
    <div style={{ maxWidth: 320 }}>
      <BrandDropdown
        brands={brands}
        value="101"
        searchPlaceholder="Cari nama Brand"
        stockist={false}
        onSelect={fn()}
        {...pendingWorkText(pending)}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/BrandSwitch/PendingWork',
  component: BrandListWithWork,
  args: { pending: resource('success', work) },
} satisfies Meta<typeof BrandListWithWork>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Pilih Brand/ }));
  return screen.findByRole('listbox');
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(
      screen.getByRole('option', { name: 'Batik Sekar Jagad' }),
    ).toHaveAccessibleDescription('12 pesanan belum diproses · 3 pertanyaan belum dijawab');
    await expect(
      screen.getByRole('option', { name: 'Rumah Hijab Aulia' }),
    ).toHaveAccessibleDescription('99+ pesanan belum diproses');
  },
};

export const Loading: Story = {
  args: { pending: resource('loading', null) },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(screen.getByRole('status')).toHaveTextContent(
      'Memuat pesanan dan pertanyaan yang menunggu…',
    );
  },
};

export const NothingPending: Story = {
  args: {
    pending: resource(
      'success',
      work.map((row) => ({ ...row, notProcessedOrders: 0, notAnsweredQuestions: 0 })),
    ),
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(
      screen.getByRole('option', { name: 'Kopi Nusantara Rasa' }),
    ).toHaveAccessibleDescription('Tidak ada pesanan atau pertanyaan yang menunggu');
  },
};

export const Error: Story = {
  args: {
    pending: resource(
      'error',
      null,
      'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
    ),
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(screen.getByRole('status')).toHaveTextContent(/belum dapat dimuat/);
    await expect(
      screen.getByRole('option', { name: 'Batik Sekar Jagad' }),
    ).not.toHaveAccessibleDescription();
  },
};
