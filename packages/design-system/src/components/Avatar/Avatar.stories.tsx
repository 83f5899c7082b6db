import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f5a524"/><text x="20" y="26" font-size="16" text-anchor="middle" font-family="sans-serif" fill="#1f2328">BS</text></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Budi Santoso', src: photo, size: 40 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Budi Santoso' })).toBeVisible();
  },
};

export const DefaultAvatarFallback: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Budi Santoso' })).toHaveAttribute('data-fallback');
  },
};

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
};
