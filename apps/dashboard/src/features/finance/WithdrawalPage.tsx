import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  formatMoney,
  Skeleton,
  TextField,
} from '@seller/design-system';
import { tracker } from '../../platform/analytics';
import { formatServerTime } from '../../platform/datetime';
import { useResource } from '../../platform/data/use-resource';
import { financeCopy } from './copy';
import { postWithdrawal, type FinanceScope, type Withdrawal } from './finance-calls';
import {
  balanceRead,
  bankAccountRead,
  recentWithdrawals,
  refreshAfterWithdrawal,
  withdrawalsRead,
} from './finance-queries';
import { Big, Grid, Lead, Muted, Page, Summary, Title } from './finance-styles';
import {
  amountError,
  formatRupiahInput,
  parseRupiahInput,
  withdrawalRules,
  withdrawAllAmount,
} from './money';
import { useFinanceScope } from './use-finance-scope';
import { ErrorLine } from './ErrorLine';
import { WithdrawalTable } from './WithdrawalTable';

// A loading card takes the lines its figures will, so nothing below moves when they arrive.
const line = (width: string) => <Skeleton shape="line" width={width} />;

function Loading({ children }: { children: ReactNode }) {
  return <div aria-hidden="true">{children}</div>;
}

/** /withdrawal: balance at a glance, payout account, the request form and the latest requests. */
export function WithdrawalPage() {
  const scope = useFinanceScope();
  useEffect(() => {
    tracker().track({ name: 'withdrawal_view', area: 'withdrawal' });
  }, []);
  return (
    <Page>
      <div>
        <Title>{financeCopy.withdrawalTitle}</Title>
        <Lead>{financeCopy.withdrawalLead}</Lead>
      </div>
      {scope ? (
        <WithdrawalBody key={`${scope.tenant}:${scope.brandId}`} scope={scope} />
      ) : (
        <EmptyState title={financeCopy.noBrand} />
      )}
    </Page>
  );
}

function newKey(): string {
  return crypto.randomUUID();
}

export function WithdrawalBody({ scope }: { scope: FinanceScope }) {
  const balance = useResource(balanceRead(scope));
  const account = useResource(bankAccountRead(scope));
  const recent = useResource(withdrawalsRead(scope, recentWithdrawals));

  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  // One key per intended request: kept across retries of the same amount, new after an edit or a success.
  const keyRef = useRef<{ amount: number; key: string } | null>(null);
  const inFlight = useRef(false);

  const available = balance.data?.balance ?? 0;
  const amount = parseRupiahInput(text);
  const bank = account.data;

  const onChange = (value: string) => {
    setText(formatRupiahInput(value));
    setError(null);
    setSubmitError(null);
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountError(amount, available);
    setError(problem);
    if (problem === null) setConfirming(true);
  };

  const onConfirm = async () => {
    if (inFlight.current || amount === null) return;
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(null);
    if (keyRef.current?.amount !== amount) keyRef.current = { amount, key: newKey() };
    tracker().track({ name: 'withdrawal_submit', area: 'withdrawal', properties: { amount } });
    try {
      const made = await postWithdrawal(scope, amount, keyRef.current.key);
      keyRef.current = null;
      setDone(made);
      setText('');
      setConfirming(false);
      tracker().track({ name: 'withdrawal_success', area: 'withdrawal', properties: { amount } });
      void refreshAfterWithdrawal(scope);
    } catch (failure) {
      setSubmitError(
        failure instanceof Error && failure.message
          ? `${financeCopy.submitFailed} (${failure.message})`
          : financeCopy.submitFailed,
      );
      setConfirming(false);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <>
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
              <Link to="/settings">{financeCopy.bankSettings}</Link>
            </>
          )}
        </Card>
      </Grid>

      <Card title={financeCopy.formTitle} headingLevel={2}>
        {done ? (
          <div role="status" style={{ marginBottom: 16 }}>
            <strong>{financeCopy.successTitle}</strong>
            <Muted>
              {financeCopy.successText(
                formatMoney(done.amount),
                `${done.bankName} ${done.accountNumber}`,
              )}
            </Muted>
            <Link to={`/finance-withdrawal/${done.id}`}>{financeCopy.seeDetail}</Link>
          </div>
        ) : null}
        <form
          onSubmit={onContinue}
          noValidate
          style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 420 }}
        >
          <TextField
            label={financeCopy.amountLabel}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => onChange(event.target.value)}
            hint={financeCopy.amountHint(
              formatMoney(withdrawalRules.minAmount),
              formatMoney(withdrawalRules.maxAmount),
            )}
            error={error ?? undefined}
            trailing={<span aria-hidden="true">Rp</span>}
            disabled={!bank || balance.status !== 'success'}
          />
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button
              type="button"
              variant="secondary"
              disabled={!bank || available <= 0}
              onClick={() => onChange(String(withdrawAllAmount(available)))}
            >
              {financeCopy.withdrawAll}
            </Button>
            <Button type="submit" disabled={!bank || balance.status !== 'success'}>
              {financeCopy.continue}
            </Button>
          </div>
          {submitError ? (
            <p role="alert" style={{ margin: 0, color: 'var(--color-text-danger, #b42318)' }}>
              {submitError}
            </p>
          ) : null}
        </form>
      </Card>

      <ConfirmDialog
        open={confirming}
        title={financeCopy.confirmTitle}
        text={
          amount !== null && bank ? (
            <Summary>
              <dt>{financeCopy.confirmAmount}</dt>
              <dd>{formatMoney(amount)}</dd>
              <dt>{financeCopy.confirmFee}</dt>
              <dd>
                {withdrawalRules.fee === 0 ? financeCopy.feeFree : formatMoney(withdrawalRules.fee)}
              </dd>
              <dt>{financeCopy.confirmReceived}</dt>
              <dd>{formatMoney(amount - withdrawalRules.fee)}</dd>
              <dt>{financeCopy.confirmBank}</dt>
              <dd>
                {bank.bankName} {bank.accountNumber}
                <br />
                {bank.accountName}
              </dd>
            </Summary>
          ) : null
        }
        confirmLabel={financeCopy.confirmSubmit}
        cancelLabel={financeCopy.confirmBack}
        loading={submitting}
        onConfirm={() => void onConfirm()}
        onCancel={() => {
          if (!inFlight.current) setConfirming(false);
        }}
      />

      <Card
        title={financeCopy.recentTitle}
        headingLevel={2}
        actions={<Link to="/finance-withdrawal">{financeCopy.seeAll}</Link>}
        padding="none"
      >
        <WithdrawalTable
          remote={recent}
          emptyTitle={financeCopy.historyEmpty}
          emptyText={financeCopy.historyEmptyText}
        />
      </Card>
    </>
  );
}
