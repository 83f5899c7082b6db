import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3, width: '100%' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton="text"]')?.children).toHaveLength(3);
  },
};

export const CardLoading: Story = {
  render: () => (
    <div
      role="status"
      aria-label="Memuat produk"
      style={{ display: 'flex', gap: 12, maxWidth: 360 }}
    >
      <Skeleton shape="circle" height={48} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={3} />
      </div>
    </div>
  ),
};
