import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationsModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Tabs, popover list, count polling, read one and read all. */
const meta = {
  title: 'Machines/Notifications',
  component: StatechartExplorer,
  args: { model: notificationsModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(notificationsModel) };
