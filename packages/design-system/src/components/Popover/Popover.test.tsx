import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens from its trigger, exposes its state and closes on Escape', async () => {
    const { user } = renderWithTheme(
      <Popover label="Notifikasi" trigger={<Button>Notifikasi</Button>}>
        <p>Tidak ada Notifikasi</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Notifikasi' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Notifikasi' })).toHaveTextContent(
      'Tidak ada Notifikasi',
    );
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
