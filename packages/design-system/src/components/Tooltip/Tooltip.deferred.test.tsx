import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

// Holds the tooltip's code back until the test lets it through, as a slow network would.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
});
vi.mock('./TooltipLayer', async (importOriginal) => {
  await gate.passed;
  return importOriginal();
});

describe('Tooltip before its code has loaded', () => {
  it('shows once it arrives when the element still has keyboard focus', async () => {
    const { user } = renderWithTheme(
      <Tooltip content="Pusat Edukasi">
        <IconButton icon="education" label="Edukasi" />
      </Tooltip>,
    );
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Edukasi' });
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await act(async () => gate.open());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pusat Edukasi');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('Pusat Edukasi');
  });
});
