import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandSwitchModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Confirmation on create/variant pages; counts reset and refetched on every switch. */
const meta = {
  title: 'Machines/Brand switch',
  component: StatechartExplorer,
  args: { model: brandSwitchModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(brandSwitchModel) };
