import type { Decorator } from '@storybook/react-vite';
import { DesignSystemProvider, type ThemeName } from '../packages/design-system/src';

const isThemeName = (value: unknown): value is ThemeName =>
  value === 'marketplace' || value === 'mofasa';

/** Wraps every story in the provider with the theme picked in the toolbar. */
export const withTheme: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals['theme']) ? context.globals['theme'] : 'marketplace';
  return (
    <DesignSystemProvider theme={theme}>
      <Story />
    </DesignSystemProvider>
  );
};
