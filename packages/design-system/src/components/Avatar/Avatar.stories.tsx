import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Budi Santoso' });
    await expect(avatar).toHaveAttribute('data-fallback', 'initials');
    // The letters are drawn by CSS: read what the browser paints.
    await expect(getComputedStyle(avatar, '::before').content).toBe('"BS"');
  },
};

export const BrandSquare: Story = {
  args: { src: null, name: 'Kopi Nusantara Rasa', shape: 'square', size: 36 },
};

export const DefaultAvatarWithoutName: Story = {
  args: { src: null, name: '' },
};

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Budi Santoso' });
    await waitFor(() => expect(avatar).toHaveAttribute('data-fallback', 'initials'));
  },
};

export const Sizes: Story = {
  args: { src: null },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {[24, 32, 40, 64].map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
