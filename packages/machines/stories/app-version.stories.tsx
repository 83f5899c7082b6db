import type { Meta, StoryObj } from '@storybook/react-vite';
import { appVersionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Version cookie, cache cleanup and reload, chunk-reload throttle. */
const meta = {
  title: 'Machines/App version',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={appVersionModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(appVersionModel) };
