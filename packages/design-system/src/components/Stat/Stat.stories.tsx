import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '../../format';
import { Stat } from './Stat';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: {
    label: 'Total Penjualan',
    value: formatMoney(12500000),
    icon: 'statistics',
    trend: { direction: 'up', value: '12%', label: 'dari minggu lalu' },
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rp12.500.000')).toBeVisible();
  },
};

export const Down: Story = {
  args: {
    label: 'Saldo Tersedia',
    value: formatMoney(2350000),
    icon: 'finance',
    trend: { direction: 'down', value: '4%', label: 'dari bulan lalu' },
  },
};

export const Loading: Story = { args: { loading: true } };

export const HomeRow: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: 16,
      }}
    >
      <Stat
        label="Total Penjualan"
        value={formatMoney(12500000)}
        icon="statistics"
        trend={{ direction: 'up', value: '12%', label: 'dari minggu lalu' }}
      />
      <Stat
        label="Pesanan Belum Diproses"
        value="128"
        icon="transaction"
        trend={{ direction: 'up', value: '9', upIsGood: false }}
      />
      <Stat
        label="Saldo Tersedia"
        value={formatMoney(2350000)}
        icon="withdrawal"
        trend={{ direction: 'flat', value: '0%' }}
      />
      <Stat label="Pertanyaan Belum Dijawab" value="7" icon="discussion" />
    </div>
  ),
};
