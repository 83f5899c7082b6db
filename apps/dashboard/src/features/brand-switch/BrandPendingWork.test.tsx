import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import { BrandDropdown } from '../../layouts/Header/BrandDropdown';
import {
  mockOptions,
  recordCalls,
  renderWithSession,
  sessionHandlers,
  signInAs,
  startLayoutServer,
  type LayoutAccount,
} from '../../layouts/layout-test-harness';
import { SessionContext } from '../session/session-context';
import { useBrandPendingWork } from './use-brand-pending-work';

const server = startLayoutServer();

const seller: LayoutAccount = {
  tenant: 'partner',
  brands: [
    { id: 101, name: 'Batik Sekar Jagad' },
    { id: 102, name: 'Kopi Nusantara Rasa' },
    { id: 103, name: 'Rumah Hijab Aulia' },
  ],
};

/** The header's brand list as the layout wires it, with the pending work of every brand. */
function Switcher() {
  const brands = SessionContext.useSelector((snapshot) => snapshot.context.userBrands);
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.matches('signedIn'));
  const pending = useBrandPendingWork();
  return signedIn ? (
    <BrandDropdown
      brands={brands}
      value={brandId}
      searchPlaceholder="Cari nama Brand"
      stockist={false}
      onSelect={() => {}}
      {...pending}
    />
  ) : null;
}

type Answer = { brandId: number; notProcessedOrders: number; notAnsweredQuestions: number }[];

/**
 * Answers the pending-work call with each answer in turn (500 for a failure), each once `held`
 * lets it go, so a test sees what the list shows while the call is on its way.
 */
function servePendingWork(answers: (Answer | 500)[], held: Promise<void> = Promise.resolve()) {
  server.use(...sessionHandlers(seller));
  let call = 0;
  server.use(
    mockOperation(mockOptions, 'brand', 'get', '/v2/{tenant}/brand/pending-work', async () => {
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      await held;
      await delay(20);
      if (answer === 500)
        return HttpResponse.json(
          { error: { code: 'server_error', message: 'Server sedang sibuk.' }, metadata: {} },
          { status: 500 },
        ) as never;
      return { data: answer };
    }),
  );
  return recordCalls(server);
}

const work: Answer = [
  { brandId: 101, notProcessedOrders: 12, notAnsweredQuestions: 3 },
  { brandId: 102, notProcessedOrders: 0, notAnsweredQuestions: 0 },
  { brandId: 103, notProcessedOrders: 140, notAnsweredQuestions: 0 },
];

async function openList() {
  await userEvent.click(await screen.findByRole('button', { name: /Pilih Brand/ }));
  return screen.findByRole('listbox');
}

async function closeList() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe("the brand list's pending work", () => {
  it("asks nothing until the list opens, then shows every brand's work from one call", async () => {
    let answer = () => {};
    const calls = servePendingWork([work], new Promise<void>((go) => (answer = go)));
    signInAs('partner', '101');
    renderWithSession(<Switcher />, { path: '/home' });
    await screen.findByRole('button', { name: /Pilih Brand/ });
    expect(calls.filter((call) => call.includes('pending-work'))).toEqual([]);
    await openList();
    expect(await screen.findByText('Memuat pesanan dan pertanyaan yang menunggu…')).toBeVisible();
    answer();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Batik Sekar Jagad' })).toHaveAccessibleDescription(
        '12 pesanan belum diproses · 3 pertanyaan belum dijawab',
      ),
    );
    expect(screen.getByRole('option', { name: 'Kopi Nusantara Rasa' })).toHaveAccessibleDescription(
      'Tidak ada pesanan atau pertanyaan yang menunggu',
    );
    // Capped as the badges are (§9).
    expect(screen.getByRole('option', { name: 'Rumah Hijab Aulia' })).toHaveAccessibleDescription(
      '99+ pesanan belum diproses',
    );
    expect(screen.queryByText(/Memuat pesanan/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.includes('pending-work'))).toEqual([
      '/brand/v2/partner/brand/pending-work',
    ]);
  });

  it('says why the figures are missing, and asks again when the list opens again', async () => {
    const calls = servePendingWork([500, work]);
    signInAs('partner', '101');
    const { toasts } = renderWithSession(<Switcher />, { path: '/home' });
    await openList();
    expect(
      await screen.findByText(
        'Pesanan dan pertanyaan yang menunggu belum dapat dimuat: Server sedang sibuk. Buka daftar lagi untuk mencoba.',
      ),
    ).toBeVisible();
    // The names still switch: only their lines are missing, and no toast covers the list.
    expect(
      screen.getByRole('option', { name: 'Batik Sekar Jagad' }),
    ).not.toHaveAccessibleDescription();
    expect(toasts).toEqual([]);
    await closeList();
    await openList();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Batik Sekar Jagad' })).toHaveAccessibleDescription(
        '12 pesanan belum diproses · 3 pertanyaan belum dijawab',
      ),
    );
    expect(screen.queryByText(/belum dapat dimuat/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.includes('pending-work'))).toHaveLength(2);
  });

  it('refreshes the figures behind the ones on screen each time the list opens', async () => {
    const later: Answer = work.map((row) =>
      row.brandId === 101 ? { ...row, notProcessedOrders: 11 } : row,
    );
    servePendingWork([work, later]);
    signInAs('partner', '101');
    renderWithSession(<Switcher />, { path: '/home' });
    await openList();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Batik Sekar Jagad' })).toHaveAccessibleDescription(
        /^12 pesanan/,
      ),
    );
    await closeList();
    await openList();
    // The old figures stay until the new ones arrive: no loading line in between.
    expect(screen.queryByText(/Memuat pesanan/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Batik Sekar Jagad' })).toHaveAccessibleDescription(
        '11 pesanan belum diproses · 3 pertanyaan belum dijawab',
      ),
    );
  });
});
