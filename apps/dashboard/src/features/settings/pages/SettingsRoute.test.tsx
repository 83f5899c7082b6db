import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { DesignSystemProvider } from '@seller/design-system';
import { maskPhone } from '../../../platform/mask-phone';
import { mockOptions, startMockServer } from '../../../test/app-harness';
import { makeOrder } from '../../orders/order-fixtures';
import { OrderDetail } from '../../orders/components/OrderDetail';
import { renderSettings, settingsHandlers, type SettingsCalls } from '../settings-test-harness';

const server = startMockServer();

function serveSettings(options: Parameters<typeof settingsHandlers>[1] = {}) {
  const calls: SettingsCalls = { writes: [] };
  server.use(...settingsHandlers(calls, options));
  return calls;
}

describe('the settings page', () => {
  it('opens Akun for an unknown section', async () => {
    serveSettings();
    const { router } = renderSettings('/settings/lainnya');
    expect(await screen.findByRole('textbox', { name: /Nama/ })).toHaveValue('Agus Pratama');
    expect(router.state.location.pathname).toBe('/settings/akun');
  });
});

describe('Akun', () => {
  it('shows the saved profile and refuses bad input in Indonesian without a call', async () => {
    const calls = serveSettings();
    renderSettings('/settings/akun');
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
    const calls = serveSettings();
    const { session } = renderSettings('/settings/akun');
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
    expect(session.getSnapshot().context.userData).toMatchObject({ name: 'Agus Pratama Putra' });
  });

  it('a failed save keeps what was typed and shows the server message; a retry reuses the key', async () => {
    const calls = serveSettings({ failProfile: true });
    renderSettings('/settings/akun');
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

describe('a refused save in seller words', () => {
  it('names no server field key in the notice', async () => {
    serveSettings();
    server.use(
      mockOperation(mockOptions, 'mimin', 'put', '/v2/{tenant}/user/current/profile', () =>
        errorResponse(400, "Kolom 'telephone' maksimal 20 karakter.", 'BAD_REQUEST'),
      ),
    );
    renderSettings('/settings/akun');
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('maksimal 20 karakter.');
    expect(notice).not.toHaveTextContent("Kolom 'telephone'");
  });
});

describe('Keamanan: the password', () => {
  async function fill(current: string, next: string, confirm = next) {
    if (current) await userEvent.type(screen.getByLabelText(/Kata sandi saat ini/), current);
    if (next) await userEvent.type(screen.getByLabelText(/^Kata sandi baru/), next);
    if (confirm) await userEvent.type(screen.getByLabelText(/Ulangi kata sandi baru/), confirm);
  }

  async function openSecurity(options: Parameters<typeof settingsHandlers>[1] = {}) {
    const calls = serveSettings(options);
    renderSettings('/settings/keamanan');
    // The tab's code loads with it.
    await screen.findByLabelText(/Kata sandi saat ini/);
    return calls;
  }

  it('states the rules in Indonesian and sends nothing while they fail', async () => {
    const calls = await openSecurity();
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
    await openSecurity({ wrongPassword: true });
    await fill('salah123', 'BaruSekali123');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kata sandi saat ini salah.');
    expect(screen.getByLabelText(/^Kata sandi baru/)).toHaveValue('BaruSekali123');
  });

  it('a double click changes it once and signs the other devices out', async () => {
    const calls = await openSecurity();
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
    // The device signed out is gone from the list below.
    expect(
      await screen.findByText('Tidak ada perangkat lain yang sedang masuk.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Kata sandi saat ini/)).toHaveValue('');
  });
});

describe('Keamanan: the devices', () => {
  it('lists the devices in WIB and logs the others out after a confirmation, once', async () => {
    const calls = serveSettings();
    renderSettings('/settings/keamanan');
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

  it('a password change that signs other devices out refreshes the device list below it', async () => {
    const calls = serveSettings();
    renderSettings('/settings/keamanan');
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

describe('Rekening bank', () => {
  function setup({ wrongPassword = false } = {}) {
    const writes: { key: string | null; body: unknown }[] = [];
    let account = { bankName: 'BCA', accountNumber: '******7788', accountName: 'Rina Wulandari' };
    server.use(
      mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/bank-account', () => ({
        data: account,
      })),
      mockOperation(
        mockOptions,
        'disbursement',
        'put',
        '/v2/{tenant}/bank-account',
        async ({ request }) => {
          const body = (await request.json()) as {
            bankName: string;
            accountNumber: string;
            accountName: string;
          };
          writes.push({ key: request.headers.get('Idempotency-Key'), body });
          await delay(50);
          if (wrongPassword) return errorResponse(400, 'Kata sandi salah.', 'BAD_REQUEST');
          account = {
            bankName: body.bankName,
            accountNumber: `*********${body.accountNumber.slice(-4)}`,
            accountName: body.accountName,
          };
          return { data: account };
        },
      ),
    );
    renderSettings('/settings/rekening');
    return { writes };
  }

  async function fill(password: string) {
    await userEvent.type(screen.getByRole('textbox', { name: /Nama bank/ }), 'Bank Mandiri');
    await userEvent.type(screen.getByRole('textbox', { name: /Nomor rekening/ }), '1370012345678');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Nama pemilik rekening/ }),
      'Rina Wulandari',
    );
    if (password) await userEvent.type(screen.getByLabelText(/Kata sandi akun/), password);
  }

  it('shows the masked account and refuses bad input in Indonesian without a call', async () => {
    const { writes } = setup();
    const current = await screen.findByLabelText('Rekening saat ini');
    await within(current).findByText('******7788');
    await userEvent.type(screen.getByRole('textbox', { name: /Nomor rekening/ }), '12-34');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan rekening' }));
    expect(await screen.findByText('Nomor rekening hanya angka, 6–20 digit.')).toBeInTheDocument();
    expect(screen.getByText('Nama bank wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Kata sandi akun wajib diisi.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it('a wrong password keeps every field and says so', async () => {
    setup({ wrongPassword: true });
    await screen.findByText('******7788');
    await fill('salah-sandi');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan rekening' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kata sandi salah.');
    expect(screen.getByRole('textbox', { name: /Nomor rekening/ })).toHaveValue('1370012345678');
    expect(screen.getByText('******7788')).toBeInTheDocument();
  });

  it('a double click saves once and shows the new masked number', async () => {
    const { writes } = setup();
    await screen.findByText('******7788');
    await fill('demo12345');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Simpan rekening' }));
    expect(await screen.findByText('Rekening diperbarui: *********5678.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Rekening saat ini')).getByText('*********5678'),
      ).toBeInTheDocument(),
    );
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toMatchObject({
      brandId: 102,
      bankName: 'Bank Mandiri',
      accountNumber: '1370012345678',
      password: 'demo12345',
    });
    expect(screen.getByRole('textbox', { name: /Nomor rekening/ })).toHaveValue('');
  });
});

describe('maskPhone', () => {
  it('keeps the first four and the last two digits', () => {
    expect(maskPhone('081234567890')).toBe('0812******90');
    expect(maskPhone('+6281234567890')).toBe('+6281*******90');
    expect(maskPhone('12345')).toBe('*****');
  });
});

describe('Privasi pembeli', () => {
  it('turning masking on saves it for the brand and masks buyer phones at once', async () => {
    const calls = serveSettings();
    renderSettings('/settings/privasi');
    const order = makeOrder({ orderCode: 'INV/M/1', buyerPhone: '081100000099' });
    render(
      <DesignSystemProvider theme="marketplace">
        <OrderDetail order={order} id="detail" />
      </DesignSystemProvider>,
    );
    expect(screen.getAllByText('081100000099').length).toBeGreaterThan(0);
    const toggle = await screen.findByRole('switch', { name: /Sembunyikan nomor HP pembeli/ });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByText('Nomor pembeli kini disembunyikan.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(calls.writes).toEqual([
      expect.objectContaining({
        operation: 'putMaskingNumber',
        body: { brandId: 102, maskingNumberEnabled: true },
      }),
    ]);
    expect(screen.queryByText('081100000099')).not.toBeInTheDocument();
    expect(screen.getAllByText('0811******99').length).toBeGreaterThan(0);
    expect(localStorage.getItem('maskingNumberEnabled')).toBe('true');
  });
});
