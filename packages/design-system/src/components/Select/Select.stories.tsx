import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { orderStatusOptions } from './order-status-options';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Status pesanan', options: orderStatusOptions, defaultValue: '-1' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status pesanan' });
    await userEvent.selectOptions(select, 'Selesai');
    await expect(select).toHaveValue('6');
  },
};

export const Placeholder: Story = { args: { placeholder: 'Pilih status', defaultValue: '' } };

export const ErrorState: Story = {
  args: {
    placeholder: 'Pilih status',
    defaultValue: '',
    error: 'Status wajib dipilih',
    required: true,
  },
};

export const Disabled: Story = { args: { disabled: true } };
