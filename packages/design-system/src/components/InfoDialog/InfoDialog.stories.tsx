import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { InfoDialog } from './InfoDialog';

const meta = {
  title: 'Components/InfoDialog',
  component: InfoDialog,
  args: {
    open: true,
    onClose: fn(),
    type: 'info',
    title: 'Informasi',
    text: 'Penarikan dana diproses maksimal 2 hari kerja.',
  },
  argTypes: { type: { control: 'inline-radio', options: ['info', 'success'] } },
} satisfies Meta<typeof InfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Informasi' });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Tutup' });
    const mainButton = closeButtons.find((b) => b.textContent === 'Tutup');
    await expect(mainButton).toBeDefined();
    await userEvent.click(mainButton as HTMLElement);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { type: 'success', title: 'Berhasil', text: 'Data berhasil disimpan.' },
};

export const LongIndonesianText: Story = {
  args: {
    title: 'Pengajuan penarikan dana kamu sedang kami verifikasi',
    text: 'Kami akan mengirimkan pemberitahuan melalui email dan notifikasi dasbor setelah dana berhasil ditransfer ke rekening bank yang terdaftar pada profil toko kamu.',
  },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};
