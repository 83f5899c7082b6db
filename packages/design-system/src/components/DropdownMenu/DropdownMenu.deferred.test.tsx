import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

// Holds the menu's code back until the test lets it through, as a slow network would.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
});
vi.mock('./DropdownMenuLayer', async (importOriginal) => {
  await gate.passed;
  return importOriginal();
});

describe('DropdownMenu before its code has loaded', () => {
  it('opens on a press made before the menu arrived, on the same trigger', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithTheme(
      <DropdownMenu
        trigger={<Button>Budi Santoso</Button>}
        items={[{ id: 'logout', label: 'Log Out', onSelect: onLogout }]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Budi Santoso' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await act(async () => gate.open());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(trigger).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
