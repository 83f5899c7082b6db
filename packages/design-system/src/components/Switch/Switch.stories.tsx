import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

function Controlled(props: Omit<SwitchProps, 'onCheckedChange'>) {
  const [on, setOn] = useState(props.checked);
  return <Switch {...props} checked={on} onCheckedChange={setOn} />;
}

const meta = {
  title: 'Components/Switch',
  component: Controlled,
  args: { checked: false, label: 'Aktifkan produk', stateLabels: ['Nonaktif', 'Aktif'] },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Aktifkan produk' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = { args: { checked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const HiddenLabel: Story = { args: { hideLabel: true, stateLabels: undefined } };
