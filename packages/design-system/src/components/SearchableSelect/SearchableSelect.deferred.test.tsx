import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { SearchableSelect } from './SearchableSelect';
import { sampleBrands } from './sample-brands';

// Holds the list's code back until the test lets it through, as a slow network would.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
});
vi.mock('./SearchableSelectLayer', async (importOriginal) => {
  await gate.passed;
  return importOriginal();
});

describe('SearchableSelect before its code has loaded', () => {
  it('opens on an Enter pressed before the list arrived and picks as usual', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(
      <SearchableSelect
        label="Brand"
        options={sampleBrands}
        value="101"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Brand Batik Nusantara' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await act(async () => gate.open());
    const search = await screen.findByRole('combobox');
    await waitFor(() => expect(search).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('Sambal{Enter}');
    await waitFor(() =>
      expect(onValueChange).toHaveBeenCalledWith(
        sampleBrands.find((b) => b.label === 'Sambal Bu Rudy')?.value,
      ),
    );
  });
});
