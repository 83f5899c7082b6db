import type { Meta, StoryObj } from '@storybook/react-vite';
import { asyncResourceModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Loading, success or error, with retry and last-request-wins. */
const meta = {
  title: 'Machines/Async resource',
  component: StatechartExplorer,
  args: { model: asyncResourceModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(asyncResourceModel) };
