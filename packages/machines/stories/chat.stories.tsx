import type { Meta, StoryObj } from '@storybook/react-vite';
import { chatModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Messages without duplicates, unread count and login status. */
const meta = {
  title: 'Machines/Chat',
  component: StatechartExplorer,
  args: { model: chatModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(chatModel) };
