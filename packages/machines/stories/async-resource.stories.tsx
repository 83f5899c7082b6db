import type { Meta, StoryObj } from '@storybook/react-vite';
import { asyncResourceModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Loading, success or error, with retry and last-request-wins. */
const meta = {
  title: 'Machines/Async resource',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={asyncResourceModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(asyncResourceModel) };
