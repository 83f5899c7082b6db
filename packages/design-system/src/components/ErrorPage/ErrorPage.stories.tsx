import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { status: 404, onAction: fn() },
  argTypes: { status: { control: 'select', options: [404, 403, 401, 500] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kembali ke Beranda' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Akses belum diberikan' }),
    ).toBeVisible();
  },
};

export const SessionExpired: Story = {
  args: { status: 401 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Masuk kembali' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Terjadi kesalahan pada server' }),
    ).toBeVisible();
  },
};
