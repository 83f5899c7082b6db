import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from './DateField';

function Controlled(props: Omit<DateFieldProps, 'onValueChange'>) {
  const [value, setValue] = useState<string | null>(props.value);
  return (
    <div style={{ maxWidth: 320 }}>
      <DateField {...props} value={value} onValueChange={setValue} />
      <p>Nilai: {value ?? '—'}</p>
    </div>
  );
}

const meta = {
  title: 'Components/DateField',
  component: Controlled,
  args: { label: 'Tanggal transaksi', value: null },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Tanggal transaksi' });
    await userEvent.type(input, '20240215');
    await expect(input).toHaveValue('2024-02-15');
    await expect(canvas.getByText('Nilai: 2024-02-15')).toBeVisible();
  },
};

export const InvalidDate: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tanggal transaksi' });
    await userEvent.type(input, '20240231');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(
      within(canvasElement).getByText('Tanggal harus berformat YYYY-MM-DD'),
    ).toBeVisible();
  },
};

export const WithValue: Story = { args: { value: '2024-08-17' } };

export const Disabled: Story = { args: { value: '2024-08-17', disabled: true } };
