import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { InfoDialog } from './InfoDialog';

describe('InfoDialog', () => {
  it("shows title, text and a default 'Tutup' button that closes", async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(
      <InfoDialog
        open
        onClose={onClose}
        type="success"
        title="Data berhasil disimpan."
        text="Transaksi offline tercatat."
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Data berhasil disimpan.' });
    expect(dialog).toHaveTextContent('Transaksi offline tercatat.');
    const buttons = within(dialog).getAllByRole('button', { name: 'Tutup' });
    expect(buttons.some((b) => b.textContent === 'Tutup')).toBe(true);
    await user.click(buttons.find((b) => b.textContent === 'Tutup') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
