import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabsProps } from './Tabs';

function Controlled(props: Omit<TabsProps, 'onValueChange' | 'children'>) {
  const [value, setValue] = useState(props.value);
  const current = props.items.find((i) => i.value === value);
  return (
    <Tabs {...props} value={value} onValueChange={setValue}>
      <p>Isi tab {current?.label}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Controlled,
  args: {
    label: 'Jenis notifikasi',
    value: 'transaction',
    items: [
      { value: 'transaction', label: 'Transaksi', count: 12 },
      { value: 'product', label: 'Produk', count: 3 },
    ],
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Produk/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The tab shows selected at once; the page takes the choice after that frame.
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Isi tab Produk'));
  },
};

export const CappedCounts: Story = {
  args: {
    items: [
      { value: 'transaction', label: 'Transaksi', count: 250 },
      { value: 'product', label: 'Produk', count: 100 },
    ],
    fitted: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('99+')).toHaveLength(2);
  },
};

export const OrderStatuses: Story = {
  args: {
    label: 'Status pesanan',
    value: '-1',
    items: [
      { value: '-1', label: 'Semua' },
      { value: '1', label: 'Belum diproses', count: 8 },
      { value: '2', label: 'Diproses', count: 4 },
      { value: '3', label: 'Dikirim' },
      { value: '4', label: 'Refund' },
      { value: '5', label: 'Retur' },
      { value: '6', label: 'Selesai' },
      { value: '8', label: 'Diterima', disabled: true },
    ],
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

/** The order queue: counts hold their place while they load, and a 0 shows in grey. */
export const CountsOnTheirWay: Story = {
  args: {
    label: 'Status pesanan',
    value: '-1',
    showZeroCounts: true,
    items: [
      { value: '-1', label: 'Semua', count: null },
      { value: '1', label: 'Belum diproses', count: null },
      { value: '4', label: 'Refund', count: null },
    ],
  },
};

export const ZeroCounts: Story = {
  args: {
    label: 'Status pesanan',
    value: '-1',
    showZeroCounts: true,
    items: [
      { value: '-1', label: 'Semua', count: 12 },
      { value: '1', label: 'Belum diproses', count: 12 },
      { value: '4', label: 'Refund', count: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Refund 0' })).toBeVisible();
  },
};
