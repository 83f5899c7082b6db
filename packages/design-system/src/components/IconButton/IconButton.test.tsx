import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { CountBadge } from '../CountBadge';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and activates with Space', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(<IconButton icon="close" label="Tutup" onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tutup' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a badge next to the icon', () => {
    renderWithTheme(
      <IconButton icon="notification" label="Notifikasi" badge={<CountBadge count={120} />} />,
    );
    expect(screen.getByRole('button', { name: /Notifikasi/ })).toHaveTextContent('99+');
  });
});
