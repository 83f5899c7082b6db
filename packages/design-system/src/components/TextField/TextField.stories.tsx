import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Nama Produk',
    placeholder: 'Contoh: Kaos Polos Katun',
    hint: 'Maksimal 70 karakter',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nama Produk' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Kaos Polos');
    await expect(input).toHaveValue('Kaos Polos');
  },
};

export const WithIcon: Story = {
  args: { label: 'Cari', leadingIcon: 'search', placeholder: 'Cari produk', hint: undefined },
};

export const ErrorState: Story = {
  args: { error: 'Nama produk wajib diisi', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'Kaos Polos', readOnly: true } };

export const LongIndonesianText: Story = {
  args: {
    label: 'Alamat lengkap gudang pengiriman utama untuk seluruh pesanan',
    hint: 'Tulis nama jalan, nomor rumah, RT/RW, kelurahan, kecamatan, kota dan kode pos agar kurir tidak tersesat.',
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
