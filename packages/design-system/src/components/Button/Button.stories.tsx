import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Simpan', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    leadingIcon: { control: 'select', options: [undefined, ...iconNames] },
    trailingIcon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Simpan' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Simpan
      </Button>
      <Button {...args} variant="secondary">
        Batal
      </Button>
      <Button {...args} variant="danger">
        Hapus
      </Button>
      <Button {...args} variant="ghost">
        Lihat Selengkapnya
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Kecil
      </Button>
      <Button {...args} size="md">
        Sedang
      </Button>
      <Button {...args} size="lg">
        Besar
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { leadingIcon: 'plus', children: 'Tambah Produk' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Memproses' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Simpan/ }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Simpan' })).toBeDisabled();
  },
};

export const LongIndonesianText: Story = {
  args: {
    children: 'Simpan perubahan dan kirim ulang semua pesanan yang belum diproses',
    block: true,
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
