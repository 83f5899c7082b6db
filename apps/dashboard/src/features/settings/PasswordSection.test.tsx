import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, startMockServer } from '../../test/app-harness';
import { PasswordSection } from './PasswordSection';
import { settingsHandlers, type SettingsCalls } from './settings-test-server';

const server = startMockServer();

function setup(options: Parameters<typeof settingsHandlers>[1] = {}) {
  const calls: SettingsCalls = { writes: [] };
  server.use(...settingsHandlers(calls, options));
  const onChanged = vi.fn();
  renderWithApp(<PasswordSection tenant="partner" onChanged={onChanged} />, {
    path: '/settings/keamanan',
  });
  return { calls, onChanged };
}

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText(/Kata sandi saat ini/), current);
  if (next) await userEvent.type(screen.getByLabelText(/^Kata sandi baru/), next);
  if (confirm) await userEvent.type(screen.getByLabelText(/Ulangi kata sandi baru/), confirm);
}

describe('PasswordSection', () => {
  it('states the rules in Indonesian and sends nothing while they fail', async () => {
    const { calls } = setup();
    await fill('', 'pendek', 'lain');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(await screen.findByText('Kata sandi saat ini wajib diisi.')).toBeInTheDocument();
    expect(
      screen.getByText('Kata sandi baru minimal 8 karakter dan memuat huruf serta angka.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ulangi kata sandi baru harus sama dengan kata sandi baru.'),
    ).toBeInTheDocument();
    expect(calls.writes).toHaveLength(0);
  });

  it('a wrong current password keeps the input and shows the server message', async () => {
    setup({ wrongPassword: true });
    await fill('salah123', 'BaruSekali123');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kata sandi saat ini salah.');
    expect(screen.getByLabelText(/^Kata sandi baru/)).toHaveValue('BaruSekali123');
  });

  it('a double click changes it once and signs the other devices out', async () => {
    const { calls, onChanged } = setup();
    await fill('demo12345', 'BaruSekali123');
    expect(
      screen.getByRole('checkbox', { name: 'Keluarkan akun ini dari perangkat lain' }),
    ).toBeChecked();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(
      await screen.findByText('Kata sandi diubah. 1 perangkat lain telah dikeluarkan.'),
    ).toBeInTheDocument();
    expect(calls.writes).toHaveLength(1);
    expect(calls.writes[0]?.body).toEqual({
      currentPassword: 'demo12345',
      newPassword: 'BaruSekali123',
      signOutOthers: true,
    });
    expect(onChanged).toHaveBeenCalledWith(1);
    expect(screen.getByLabelText(/Kata sandi saat ini/)).toHaveValue('');
  });
});
