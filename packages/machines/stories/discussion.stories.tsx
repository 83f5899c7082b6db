import type { Meta, StoryObj } from '@storybook/react-vite';
import { discussionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Product questions: tabs, paging, chat, reply, report and counts. */
const meta = {
  title: 'Machines/Discussion',
  component: StatechartExplorer,
  args: { model: discussionModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(discussionModel) };
