import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast } from './Toast';
import { ToastProvider } from './ToastProvider';
import { useToaster } from './toaster-context';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { type: 'success', message: 'Data berhasil disimpan.', onClose: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['info', 'success', 'error', 'warning'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Data berhasil disimpan.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ErrorMessage: Story = {
  args: {
    type: 'error',
    message: 'Gagal menghubungi server. Silakan periksa koneksi internet Anda dan coba lagi.',
  },
};

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Toast type="info" message="Pesanan baru masuk." />
      <Toast type="success" message="Reset completed" />
      <Toast type="warning" message="Stok varian hampir habis." />
      <Toast type="error" message="Transaksi offline gagal disimpan. Sistem sedang bermasalah" />
    </div>
  ),
};

function ToasterDemo() {
  const toaster = useToaster();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toaster.show({ type: 'success', message: 'Data berhasil disimpan.', duration: 0 })
        }
      >
        Tampilkan sukses
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          toaster.show({
            type: 'error',
            message: 'Terjadi kesalahan: Stok tidak valid',
            duration: 0,
          })
        }
      >
        Tampilkan galat
      </Button>
    </div>
  );
}

export const Toaster: Story = {
  render: () => (
    <ToastProvider>
      <ToasterDemo />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan sukses' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan galat' }));
    const region = screen.getByRole('region', { name: 'Pemberitahuan' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Data berhasil disimpan.');
    await expect(within(region).getByRole('alert')).toHaveTextContent(
      'Terjadi kesalahan: Stok tidak valid',
    );
    await userEvent.click(
      within(within(region).getByRole('alert')).getByRole('button', { name: 'Tutup' }),
    );
    await waitFor(() => expect(within(region).queryByRole('alert')).not.toBeInTheDocument());
  },
};
