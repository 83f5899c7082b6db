import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Dot } from './Dot';

const meta = {
  title: 'Components/Dot',
  component: Dot,
  args: { size: 8, label: 'Ada transaksi aktif' },
} satisfies Meta<typeof Dot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ada transaksi aktif')).toBeInTheDocument();
  },
};

export const Large: Story = { args: { size: 12 } };
