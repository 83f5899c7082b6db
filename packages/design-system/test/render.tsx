import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '../src/components/DesignSystemProvider';
import type { ThemeName } from '../src/themes';

/** Renders inside the provider and returns a user-event session alongside the queries. */
export const renderWithTheme = (
  ui: ReactElement,
  theme: ThemeName = 'marketplace',
): RenderResult & { user: ReturnType<typeof userEvent.setup> } => ({
  user: userEvent.setup(),
  ...render(<DesignSystemProvider theme={theme}>{ui}</DesignSystemProvider>),
});
