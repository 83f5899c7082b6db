import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineTransactionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Validate, check multistock phase 2, save. */
const meta = {
  title: 'Machines/Offline transaction',
  component: StatechartExplorer,
  args: { model: offlineTransactionModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(offlineTransactionModel) };
