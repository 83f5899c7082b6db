import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';
import { ToastProvider } from './ToastProvider';
import { useToaster } from './toaster-context';

function Trigger({ duration }: { duration?: number }) {
  const toaster = useToaster();
  return (
    <>
      <Button
        onClick={() =>
          toaster.show({ type: 'success', message: 'Data berhasil disimpan.', duration })
        }
      >
        Simpan
      </Button>
      <Button
        onClick={() =>
          toaster.show({
            type: 'error',
            message: 'Terjadi kesalahan yang tidak diketahui.',
            duration,
          })
        }
      >
        Gagal
      </Button>
    </>
  );
}

describe('ToastProvider', () => {
  it('shows a success toast as a status message and closes it with Tutup', async () => {
    const { user } = renderWithTheme(
      <ToastProvider>
        <Trigger duration={0} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByRole('status')).toHaveTextContent('Data berhasil disimpan.');
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts', async () => {
    const { user } = renderWithTheme(
      <ToastProvider>
        <Trigger duration={0} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Gagal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan yang tidak diketahui.');
  });

  it('hides itself after the duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { user } = renderWithTheme(
      <ToastProvider>
        <Trigger duration={4000} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(screen.getByText('Data berhasil disimpan.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Data berhasil disimpan.')).not.toBeInTheDocument();
  });
});
