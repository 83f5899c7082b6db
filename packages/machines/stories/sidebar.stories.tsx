import type { Meta, StoryObj } from '@storybook/react-vite';
import { sidebarModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Expanded or minimised, collapsed below 1199 px, mobile overlay. */
const meta = {
  title: 'Machines/Sidebar',
  component: StatechartExplorer,
  args: { model: sidebarModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(sidebarModel) };
