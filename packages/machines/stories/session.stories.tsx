import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Sign-in chain, session loading, brand data, logout and 401. */
const meta = {
  title: 'Machines/Session',
  component: StatechartExplorer,
  args: { model: sessionModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(sessionModel) };
