import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandSwitchModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Confirmation on create/variant pages; counts reset and refetched on every switch. */
const meta = {
  title: 'Machines/Brand switch',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={brandSwitchModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(brandSwitchModel) };
