import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, startMockServer } from '../../test/app-harness';
import { AccountSection } from './AccountSection';
import { settingsHandlers, type SettingsCalls } from './settings-test-server';

const server = startMockServer();

function setup(options: Parameters<typeof settingsHandlers>[1] = {}) {
  const calls: SettingsCalls = { writes: [] };
  server.use(...settingsHandlers(calls, options));
  const onSaved = vi.fn();
  renderWithApp(<AccountSection tenant="partner" onSaved={onSaved} />, { path: '/settings/akun' });
  return { calls, onSaved };
}

describe('AccountSection', () => {
  it('shows the saved profile and refuses bad input in Indonesian without a call', async () => {
    const { calls } = setup();
    const name = await screen.findByRole('textbox', { name: /Nama/ });
    expect(name).toHaveValue('Agus Pratama');
    await userEvent.clear(name);
    const phone = screen.getByRole('textbox', { name: /Nomor HP/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '08-abc');
    const email = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'bukan-email');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama wajib diisi.')).toBeInTheDocument();
    expect(
      screen.getByText('Nomor HP hanya boleh angka (boleh diawali +), 8–15 digit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Format email tidak valid.')).toBeInTheDocument();
    expect(calls.writes).toHaveLength(0);
  });

  it('a double click saves once, and the header is handed the new name', async () => {
    const { calls, onSaved } = setup();
    const name = await screen.findByRole('textbox', { name: /Nama/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Agus Pratama Putra');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Perubahan tersimpan.')).toBeInTheDocument();
    expect(calls.writes).toHaveLength(1);
    expect(calls.writes[0]).toMatchObject({
      operation: 'putCurrentUserProfile',
      body: { name: 'Agus Pratama Putra' },
    });
    expect(calls.writes[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Agus Pratama Putra' }));
  });

  it('a failed save keeps what was typed and shows the server message; a retry reuses the key', async () => {
    const { calls } = setup({ failProfile: true });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'rina@demo.id');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email sudah dipakai akun lain.');
    expect(email).toHaveValue('rina@demo.id');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.writes).toHaveLength(2));
    expect(calls.writes[1]?.key).toBe(calls.writes[0]?.key);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email sudah dipakai akun lain.');
    expect(email).toHaveValue('rina@demo.id');
  });
});
