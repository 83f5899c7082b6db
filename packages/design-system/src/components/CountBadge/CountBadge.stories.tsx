import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Components/CountBadge',
  component: CountBadge,
  args: { count: 12, label: 'notifikasi belum dibaca' },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Capped: Story = {
  args: { count: 240 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { count: 0, showZero: true },
};
