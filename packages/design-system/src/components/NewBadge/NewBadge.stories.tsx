import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewBadge } from './NewBadge';

const meta = {
  title: 'Components/NewBadge',
  component: NewBadge,
  args: {},
} satisfies Meta<typeof NewBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('BARU')).toBeVisible();
  },
};
