import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, startMockServer } from '../../test/app-harness';
import { SecuritySection } from './SecuritySection';
import { settingsHandlers, type SettingsCalls } from './settings-test-server';

const server = startMockServer();

describe('SecuritySection', () => {
  it('a password change that signs other devices out refreshes the device list below it', async () => {
    const calls: SettingsCalls = { writes: [] };
    server.use(...settingsHandlers(calls));
    renderWithApp(<SecuritySection tenant="partner" />, { path: '/settings/keamanan' });
    const list = await screen.findByRole('list', { name: 'Perangkat yang sedang masuk' });
    await within(list).findByText('Perangkat ini');
    expect(
      screen.queryByText('Tidak ada perangkat lain yang sedang masuk.'),
    ).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Kata sandi saat ini/), 'Lama12345');
    await userEvent.type(screen.getByLabelText(/^Kata sandi baru/), 'BaruSekali123');
    await userEvent.type(screen.getByLabelText(/Ulangi kata sandi baru/), 'BaruSekali123');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));

    expect(
      await screen.findByText('Tidak ada perangkat lain yang sedang masuk.'),
    ).toBeInTheDocument();
    expect(calls.writes.map((write) => write.operation)).toContain('putCurrentUserPassword');
  });
});
