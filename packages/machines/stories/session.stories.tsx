import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Sign-in chain, session loading, brand data, logout and 401. */
const meta = {
  title: 'Machines/Session',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={sessionModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(sessionModel) };
