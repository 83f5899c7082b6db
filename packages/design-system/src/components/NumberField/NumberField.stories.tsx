import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField, type NumberFieldProps } from './NumberField';

function Controlled(props: Omit<NumberFieldProps, 'onValueChange'>) {
  const [value, setValue] = useState<number | null>(props.value);
  return <NumberField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Components/NumberField',
  component: Controlled,
  args: {
    label: 'Harga jual',
    prefix: 'Rp',
    value: 150000,
    min: 0,
    step: 1000,
    hint: 'Tanpa desimal',
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Harga jual' });
    await expect(input).toHaveValue('150.000');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('151.000');
    await userEvent.clear(input);
    await userEvent.type(input, '2500000');
    await expect(input).toHaveValue('2.500.000');
  },
};

export const Stock: Story = {
  args: { label: 'Stok', prefix: undefined, suffix: 'pcs', value: 12, step: 1, hint: undefined },
};

export const Empty: Story = { args: { value: null } };

export const ErrorState: Story = { args: { value: 0, error: 'Harga minimal Rp100' } };

export const Disabled: Story = { args: { disabled: true } };
