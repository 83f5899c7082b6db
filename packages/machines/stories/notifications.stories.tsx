import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationsModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Tabs, popover list, count polling, read one and read all. */
const meta = {
  title: 'Machines/Notifications',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={notificationsModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(notificationsModel) };
