import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

const onLogout = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: (
      <Button variant="secondary" trailingIcon="chevron-down">
        Budi Santoso
      </Button>
    ),
    items: [
      { id: 'settings', label: 'Pengaturan', icon: 'other-service', onSelect: fn() },
      { id: 'logout', label: 'Log Out', icon: 'logout', onSelect: onLogout, danger: true },
    ],
  },
  argTypes: { trigger: { control: false } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Budi Santoso' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Pengaturan' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Budi Santoso' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
