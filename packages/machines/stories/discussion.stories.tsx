import type { Meta, StoryObj } from '@storybook/react-vite';
import { discussionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Product questions: tabs, paging, chat, reply, report and counts. */
const meta = {
  title: 'Machines/Discussion',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={discussionModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(discussionModel) };
