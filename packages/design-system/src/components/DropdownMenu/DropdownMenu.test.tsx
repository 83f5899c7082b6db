import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

describe('DropdownMenu', () => {
  it('opens with the keyboard, moves with arrows and selects with Enter', async () => {
    const onProfile = vi.fn();
    const onLogout = vi.fn();
    const { user } = renderWithTheme(
      <DropdownMenu
        trigger={<Button>Budi Santoso</Button>}
        items={[
          { id: 'profile', label: 'Profil', icon: 'user', onSelect: onProfile },
          { id: 'logout', label: 'Log Out', icon: 'logout', onSelect: onLogout, danger: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Budi Santoso' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onProfile).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
