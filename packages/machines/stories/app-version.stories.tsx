import type { Meta, StoryObj } from '@storybook/react-vite';
import { appVersionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Version cookie, cache cleanup and reload, chunk-reload throttle. */
const meta = {
  title: 'Machines/App version',
  component: StatechartExplorer,
  args: { model: appVersionModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(appVersionModel) };
