import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Tampilkan stok habis' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Tampilkan stok habis' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: 'Pilih semua', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Pilih semua' }),
    ).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Kirim notifikasi email',
    description: 'Kami akan mengirim ringkasan pesanan setiap pagi pukul 08.00 WIB.',
  },
};

export const Disabled: Story = { args: { disabled: true } };
