import type { Meta, StoryObj } from '@storybook/react-vite';
import { sidebarModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Expanded or minimised, collapsed below 1199 px, mobile overlay. */
const meta = {
  title: 'Machines/Sidebar',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={sidebarModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(sidebarModel) };
