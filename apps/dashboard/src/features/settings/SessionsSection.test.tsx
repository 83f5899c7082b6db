import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, startMockServer } from '../../test/app-harness';
import { SessionsSection } from './SessionsSection';
import { settingsHandlers, type SettingsCalls } from './settings-test-server';

const server = startMockServer();

describe('SessionsSection', () => {
  it('lists the devices in WIB and logs the others out after a confirmation, once', async () => {
    const calls: SettingsCalls = { writes: [] };
    server.use(...settingsHandlers(calls));
    renderWithApp(<SessionsSection tenant="partner" />, { path: '/settings/keamanan' });
    const list = await screen.findByRole('list', { name: 'Perangkat yang sedang masuk' });
    await within(list).findByText('Perangkat ini');
    expect(within(list).getByText('Masuk 23 Nov 2026 09:00 WIB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keluarkan semua perangkat lain' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Keluarkan' }));
    expect(await screen.findByText('1 perangkat lain telah dikeluarkan.')).toBeInTheDocument();
    expect(calls.writes.map((w) => w.operation)).toEqual(['postRevokeOtherSessions']);
    expect(
      await screen.findByText('Tidak ada perangkat lain yang sedang masuk.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keluarkan semua perangkat lain' })).toBeDisabled();
  });
});
