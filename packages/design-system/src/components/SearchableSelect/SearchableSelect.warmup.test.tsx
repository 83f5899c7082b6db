import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { SearchableSelect } from './SearchableSelect';
import { sampleBrands } from './sample-brands';

// A file of its own: styled-components keeps the rules a test inserted for the next tests.
const documentCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .concat(
      Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules).map((rule) => rule.cssText),
      ),
    )
    .join('\n');

describe('SearchableSelect before it is first opened', () => {
  it('has the list’s styles in place, and nothing of the list left on the page', async () => {
    renderWithTheme(
      <SearchableSelect
        label="Brand"
        options={sampleBrands}
        value="101"
        onValueChange={() => undefined}
      />,
    );
    expect(documentCss()).not.toMatch(/\[data-active\]/);
    await waitFor(() => expect(documentCss()).toMatch(/\[data-active\]/));
    await waitFor(() => expect(document.querySelector('[data-style-warmup]')).toBeNull());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Brand/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
