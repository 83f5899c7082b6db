import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Warning',
    text: 'Semua data yg ditambah / diubah tidak akan tersimpan. Apakah kamu yakin?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Warning' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: {
    title: 'Hapus varian?',
    text: 'Varian yang dihapus tidak bisa dikembalikan.',
    confirmLabel: 'Hapus',
    cancelLabel: 'Batal',
    confirmVariant: 'danger',
  },
};

export const Loading: Story = { args: { loading: true } };
