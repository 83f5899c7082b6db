import type { Meta, StoryObj } from '@storybook/react-vite';
import { onboardingPromotionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Onboarding popup, guide, promotion banner and the 3000 ms result reset. */
const meta = {
  title: 'Machines/Onboarding and promotion',
  // The model holds a machine, which is not a serialisable arg, so the story renders it directly.
  render: () => <StatechartExplorer model={onboardingPromotionModel} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(onboardingPromotionModel) };
