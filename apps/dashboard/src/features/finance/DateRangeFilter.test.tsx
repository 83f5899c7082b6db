import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOperation } from '@seller/api-types/testing';
import {
  makeWithdrawal,
  mockOptions,
  paging,
  renderFinance,
  startMockServer,
} from './finance-test-harness';
import { HistoryBody } from './pages/WithdrawalHistoryRoute';
import { saveSessionTokens } from '../../platform/session-cookies';

const server = startMockServer();

function mockHistory() {
  const seen: URLSearchParams[] = [];
  server.use(
    mockOperation(mockOptions, 'disbursement', 'get', '/v2/{tenant}/withdrawal', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return { data: [makeWithdrawal({ id: 9 })], metadata: paging(1) };
    }),
  );
  return seen;
}

describe('withdrawal history date range', () => {
  beforeEach(() => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
  });

  it("a refused 'from' (after 'to', or half typed) keeps the range already applied", async () => {
    const user = userEvent.setup();
    const seen = mockHistory();
    const { router } = renderFinance((scope) => <HistoryBody scope={scope} />, {
      path: '/finance-withdrawal?from=2026-11-05&to=2026-11-20',
    });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const from = screen.getByLabelText('Dari tanggal');

    // Typed over the old date, as a seller does: clearing first would rightly lift the limit.
    await user.tripleClick(from);
    await user.keyboard('20261130');
    expect(from).toHaveValue('2026-11-30');
    await user.tab();
    expect(
      screen.getByText("Tanggal 'dari' tidak boleh setelah tanggal 'sampai'."),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-11-05&to=2026-11-20');
    expect(seen.every((query) => query.get('from') === '2026-11-05')).toBe(true);
  });
});
