import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, label: 'Memuat…' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const LongText: Story = {
  args: { label: 'Sedang menyiapkan dasbor toko kamu, mohon tunggu sebentar…' },
};
