import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, formatMoney, Skeleton } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { ErrorLine } from '../components/ErrorLine';
import { FinanceFrame } from '../components/FinanceFrame';
import { Big, Grid, Muted } from '../components/finance-styles';
import { WithdrawalForm, type WithdrawalFormProps } from '../components/WithdrawalForm';
import { WithdrawalTable } from '../components/WithdrawalTable';
import { financeCopy } from '../copy';
import type { BankAccount, BrandBalance, ListPage, Resource, Withdrawal } from '../finance-types';
import { financePaths, settingsUrl } from '../urls';

export interface WithdrawalPageProps {
  balance: Resource<BrandBalance>;
  account: Resource<BankAccount | null>;
  /** The latest requests. */
  recent: Resource<ListPage<Withdrawal>>;
  submitting: boolean;
  onWithdraw: WithdrawalFormProps['onWithdraw'];
}

/** Balance at a glance, payout account, the request form and the latest requests. */
export function WithdrawalPage({
  balance,
  account,
  recent,
  submitting,
  onWithdraw,
}: WithdrawalPageProps) {
  return (
    <FinanceFrame title={financeCopy.withdrawalTitle} lead={financeCopy.withdrawalLead}>
      <BalanceCards balance={balance} account={account} />
      <WithdrawalForm
        available={balance.data?.balance ?? 0}
        balanceReady={balance.status === 'success'}
        bank={account.data}
        submitting={submitting}
        onWithdraw={onWithdraw}
      />
      <Card
        title={financeCopy.recentTitle}
        headingLevel={2}
        actions={<Link to={financePaths.history}>{financeCopy.seeAll}</Link>}
        padding="none"
      >
        <WithdrawalTable
          remote={recent}
          emptyTitle={financeCopy.historyEmpty}
          emptyText={financeCopy.historyEmptyText}
        />
      </Card>
    </FinanceFrame>
  );
}

// A loading card takes the lines its figures will, so nothing below moves when they arrive.
const line = (width: string) => <Skeleton shape="line" width={width} />;

function Loading({ children }: { children: ReactNode }) {
  return <div aria-hidden="true">{children}</div>;
}

/** The balance at a glance, what is on its way to the bank, and the payout account. */
function BalanceCards({ balance, account }: Pick<WithdrawalPageProps, 'balance' | 'account'>) {
  const bank = account.data;
  return (
    <Grid>
      <Card title={financeCopy.available} headingLevel={2}>
        {balance.status === 'error' ? (
          <ErrorLine
            message={balance.errorMessage ?? financeCopy.balanceError}
            onRetry={balance.retry}
          />
        ) : balance.data ? (
          <>
            <Big data-testid="available-balance">{formatMoney(balance.data.balance)}</Big>
            <Muted>{financeCopy.balanceUpdated(formatServerTime(balance.data.updatedAt))}</Muted>
          </>
        ) : (
          <Loading>
            <Big>{line('60%')}</Big>
            <Muted>{line('75%')}</Muted>
          </Loading>
        )}
      </Card>
      <Card title={financeCopy.inProgress} headingLevel={2}>
        {balance.data ? (
          <>
            <Big>{formatMoney(balance.data.pendingWithdrawal)}</Big>
            <Muted>{financeCopy.inProgressHint}</Muted>
          </>
        ) : balance.status === 'error' ? (
          <Muted>{financeCopy.balanceError}</Muted>
        ) : (
          <>
            <Loading>
              <Big>{line('55%')}</Big>
            </Loading>
            <Muted>{financeCopy.inProgressHint}</Muted>
          </>
        )}
      </Card>
      <Card title={financeCopy.bankTitle} headingLevel={2}>
        {account.status === 'error' ? (
          <ErrorLine
            message={account.errorMessage ?? financeCopy.bankError}
            onRetry={account.retry}
          />
        ) : account.status === 'loading' ? (
          <Loading>
            <strong>{line('65%')}</strong>
            <p style={{ margin: 0 }}>{line('40%')}</p>
            <Muted>{line('50%')}</Muted>
          </Loading>
        ) : bank ? (
          <div data-testid="bank-account">
            <strong>{bank.bankName}</strong>
            <p style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>{bank.accountNumber}</p>
            <Muted>{bank.accountName}</Muted>
          </div>
        ) : (
          <>
            <Muted>{financeCopy.bankNone}</Muted>
            <Link to={settingsUrl}>{financeCopy.bankSettings}</Link>
          </>
        )}
      </Card>
    </Grid>
  );
}
