import type { Preview } from '@storybook/react-vite';
import { withTheme } from './theme-decorator';

const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type:
    width < 768 ? ('mobile' as const) : width < 1199 ? ('tablet' as const) : ('desktop' as const),
});

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: [
          { value: 'marketplace', title: 'Marketplace' },
          { value: 'mofasa', title: 'mofasa' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'marketplace' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      config: {
        rules: [
          // Floating UI's focus guards are aria-hidden sentinels that hand focus straight back to
          // the popover or its trigger; they are never a resting place for focus.
          {
            id: 'aria-hidden-focus',
            selector: '[aria-hidden="true"]:not([data-floating-ui-focus-guard])',
          },
        ],
      },
    },
    viewport: {
      options: {
        mobile: viewport('Mobile 375', 375, 740),
        tablet: viewport('Tablet 768', 768, 1024),
        laptop: viewport('Laptop 1199', 1199, 800),
        desktop: viewport('Desktop 1440', 1440, 900),
      },
    },
  },
};

export default preview;
