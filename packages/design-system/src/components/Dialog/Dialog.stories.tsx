import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { layout } from '../../tokens';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import type { DialogProps } from './dialog-types';

function DialogDemo(props: Omit<DialogProps, 'open'> & { defaultOpen?: boolean }) {
  const { defaultOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Buka dialog</Button>
      <Dialog
        {...rest}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: DialogDemo,
  args: {
    title: 'Panduan Toko',
    children: 'Pelajari cara mengelola produk, stok dan pesanan kamu di Pusat Edukasi.',
    onClose: fn(),
    width: layout.dialogWidth,
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { footer: <Button>Cek Panduannya</Button> },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Buka dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Panduan Toko' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus guards hand focus back asynchronously, so check after every step of the cycle.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Onboarding: Story = {
  args: {
    defaultOpen: true,
    width: layout.onboardingDialogWidth,
    title: 'Selamat datang di Dasbor Seller',
    children:
      'Kenali fitur-fitur baru untuk mengelola produk, varian, stok dan pesanan toko kamu. Panduan lengkap tersedia di Pusat Edukasi.',
    footer: <Button>Cek Panduannya</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Selamat datang di Dasbor Seller' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongIndonesianText: Story = {
  args: {
    defaultOpen: true,
    title: 'Perubahan kebijakan pengiriman dan penarikan dana untuk seluruh mitra',
    children:
      'Mulai bulan depan, semua pesanan yang belum diproses lebih dari tiga hari kerja akan dibatalkan secara otomatis dan dana akan dikembalikan kepada pembeli. Pastikan kamu memproses pesanan tepat waktu agar skor toko tetap baik.',
    footer: <Button>Saya Mengerti</Button>,
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
