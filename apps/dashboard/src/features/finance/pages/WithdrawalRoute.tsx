import { useEffect, useRef, useState } from 'react';
import { tracker } from '../../../platform/analytics';
import { useResource } from '../../../platform/data/use-resource';
import { NoBrand } from '../components/FinanceFrame';
import { financeCopy } from '../copy';
import {
  balanceRead,
  bankAccountRead,
  recentWithdrawals,
  refreshAfterWithdrawal,
  withdrawalsRead,
} from '../finance-queries';
import type { FinanceScope, Withdrawal } from '../finance-types';
import { postWithdrawal } from '../finance-writes';
import { useFinanceScope } from '../use-finance-scope';
import { WithdrawalPage } from './WithdrawalPage';

/** /withdrawal: balance at a glance, payout account, the request form and the latest requests. */
export function WithdrawalRoute() {
  const scope = useFinanceScope();
  useEffect(() => {
    tracker().track({ name: 'withdrawal_view', area: 'withdrawal' });
  }, []);
  return scope ? (
    <WithdrawalBody key={`${scope.tenant}:${scope.brandId}`} scope={scope} />
  ) : (
    <NoBrand title={financeCopy.withdrawalTitle} lead={financeCopy.withdrawalLead} />
  );
}

export function WithdrawalBody({ scope }: { scope: FinanceScope }) {
  const balance = useResource(balanceRead(scope));
  const account = useResource(bankAccountRead(scope));
  const recent = useResource(withdrawalsRead(scope, recentWithdrawals));
  const [submitting, setSubmitting] = useState(false);
  // One key per intended request: kept across retries of the same amount, new after an edit or a success.
  const intent = useRef<{ amount: number; key: string } | null>(null);
  // A double click lands before the render that shows the first one busy: a ref sees it at once.
  const inFlight = useRef(false);

  const withdraw = async (amount: number): Promise<Withdrawal | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmitting(true);
    if (intent.current?.amount !== amount) intent.current = { amount, key: crypto.randomUUID() };
    tracker().track({ name: 'withdrawal_submit', area: 'withdrawal', properties: { amount } });
    try {
      const made = await postWithdrawal(scope, amount, intent.current.key);
      intent.current = null;
      tracker().track({ name: 'withdrawal_success', area: 'withdrawal', properties: { amount } });
      void refreshAfterWithdrawal(scope);
      return made;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <WithdrawalPage
      balance={balance}
      account={account}
      recent={recent}
      submitting={submitting}
      onWithdraw={withdraw}
    />
  );
}
