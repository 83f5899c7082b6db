import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    label: 'Deskripsi',
    placeholder: 'Ceritakan bahan, ukuran dan cara merawat produk',
    hint: 'Maksimal 2.000 karakter',
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Deskripsi' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Katun combed 30s');
    await expect(area).toHaveValue('Katun combed 30s');
  },
};

export const Required: Story = { args: { required: true } };

export const ErrorState: Story = {
  args: { required: true, error: 'Deskripsi wajib diisi.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Kaos polos katun combed.', readOnly: true },
};

/** The description next to a text field: both labels come from the one field shell. */
export const NextToTextField: Story = {
  args: { required: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <TextField label="Nama produk" required />
      <TextArea {...args} />
    </div>
  ),
};
