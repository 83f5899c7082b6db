import type { Meta, StoryObj } from '@storybook/react-vite';
import { onboardingPromotionModel } from '../models/models';
import { StatechartExplorer } from './StatechartExplorer';
import { walkLongestPath } from './walk-path';

/** Onboarding popup, guide, promotion banner and the 3000 ms result reset. */
const meta = {
  title: 'Machines/Onboarding and promotion',
  component: StatechartExplorer,
  args: { model: onboardingPromotionModel },
  argTypes: { model: { control: false } },
} satisfies Meta<typeof StatechartExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statechart: Story = { play: walkLongestPath(onboardingPromotionModel) };
