import type { Meta, StoryObj } from '@storybook/react-vite';
import { chatModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Messages without duplicates, unread count and login status. */
const meta = {
  title: 'Machines/Chat',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={chatModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(chatModel) };
