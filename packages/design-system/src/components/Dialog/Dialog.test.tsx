import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Buka</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Panduan Toko"
        footer={<Button>Cek Panduannya</Button>}
      >
        Pelajari cara mengelola produk kamu.
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal dialog with focus inside', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Panduan Toko' });
    expect(dialog).toHaveAccessibleDescription('Pelajari cara mengelola produk kamu.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Buka' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes with the 'Tutup' icon", async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Buka' }));
    await user.click(await screen.findByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
