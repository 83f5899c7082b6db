import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineTransactionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Validate, check multistock phase 2, save. */
const meta = {
  title: 'Machines/Offline transaction',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={offlineTransactionModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(offlineTransactionModel) };
