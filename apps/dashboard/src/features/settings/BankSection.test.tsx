import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { mockOptions, renderWithApp, startMockServer } from '../../test/app-harness';
import { BankSection } from './BankSection';

const server = startMockServer();

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
  renderWithApp(<BankSection tenant="partner" brandId={102} />, { path: '/settings/rekening' });
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

describe('BankSection', () => {
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
