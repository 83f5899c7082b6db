import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, EmptyState, formatMoney, Skeleton, vars } from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import { useResource } from '../../platform/data/use-resource';
import { financeCopy } from './copy';
import { ErrorLine } from './ErrorLine';
import type { FinanceScope, Withdrawal } from './finance-calls';
import { withdrawalRead } from './finance-queries';
import { Grid, Muted, Page, Summary, Title } from './finance-styles';
import { useFinanceScope } from './use-finance-scope';
import { StatusPill } from './WithdrawalTable';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    position: relative;
    padding: 0 0 ${vars.space['400']} ${vars.space['600']};
    border-left: 2px solid ${vars.color.borderDefault};
  }

  li:last-child {
    border-left-color: transparent;
  }

  li::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${vars.color.borderDefault};
  }

  li[data-state='done']::before {
    background: ${vars.color.textSuccess};
  }

  li[data-state='failed']::before {
    background: ${vars.color.textDanger};
  }
`;

interface Step {
  title: string;
  time: string | null;
  text?: string;
  state: 'done' | 'failed' | 'waiting';
}

/** The status path of one request, as Shopify Payouts and Tokopedia Saldo draw it. */
export function timelineOf(w: Withdrawal): Step[] {
  const requested: Step = {
    title: financeCopy.timelineRequested,
    time: w.createdAt,
    text: financeCopy.timelineRequestedText(formatMoney(w.amount)),
    state: 'done',
  };
  const processing: Step = {
    title: financeCopy.timelineProcessing,
    time: null,
    state: w.status === 'pending' ? 'waiting' : 'done',
  };
  if (w.status === 'failed') {
    return [
      requested,
      processing,
      {
        title: financeCopy.timelineFailed,
        time: w.processedAt,
        text: `${w.failureReason ?? ''} ${financeCopy.timelineRefunded}`.trim(),
        state: 'failed',
      },
    ];
  }
  return [
    requested,
    processing,
    {
      title: financeCopy.timelinePaid,
      time: w.processedAt,
      state: w.status === 'success' ? 'done' : 'waiting',
    },
  ];
}

/** /finance-withdrawal/{id}: one request and its status timeline. */
export function WithdrawalDetailPage() {
  const scope = useFinanceScope();
  const { id } = useParams();
  const numeric = id !== undefined && /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <Page>
      <Link to="/finance-withdrawal">← {financeCopy.detailBack}</Link>
      {scope && numeric !== null ? (
        <WithdrawalDetailBody key={`${scope.brandId}:${numeric}`} scope={scope} id={numeric} />
      ) : (
        <EmptyState title={scope ? financeCopy.detailNotFound : financeCopy.noBrand} />
      )}
    </Page>
  );
}

/** One request by id; the page above resolves the brand and the id from the URL. */
export function WithdrawalDetailBody({ scope, id }: { scope: FinanceScope; id: number }) {
  const remote = useResource(withdrawalRead(scope, id));
  const w = remote.data;
  if (remote.status === 'error') {
    return (
      <>
        <Title>{financeCopy.detailTitle(id)}</Title>
        <ErrorLine
          message={remote.errorMessage ?? financeCopy.detailNotFound}
          onRetry={remote.retry}
        />
      </>
    );
  }
  return (
    <>
      <Title>{financeCopy.detailTitle(id)}</Title>
      {w ? (
        <Grid>
          <Card title={formatMoney(w.amount)} actions={<StatusPill status={w.status} />}>
            <Summary>
              <dt>{financeCopy.confirmFee}</dt>
              <dd>{w.fee === 0 ? financeCopy.feeFree : formatMoney(w.fee)}</dd>
              <dt>{financeCopy.confirmReceived}</dt>
              <dd>{formatMoney(w.amount - w.fee)}</dd>
              <dt>{financeCopy.confirmBank}</dt>
              <dd>
                {w.bankName} {w.accountNumber}
                <br />
                {w.accountName}
              </dd>
              <dt>{financeCopy.colRequested}</dt>
              <dd>{formatServerTime(w.createdAt)}</dd>
              <dt>{financeCopy.colPaid}</dt>
              <dd>{w.processedAt ? formatServerTime(w.processedAt) : financeCopy.notYet}</dd>
              {w.failureReason ? (
                <>
                  <dt>{financeCopy.detailFailedReason}</dt>
                  <dd>{w.failureReason}</dd>
                </>
              ) : null}
            </Summary>
            <p>
              <Link to="/finance-transaction?category=withdrawal">
                {financeCopy.ledgerMovement}
              </Link>
            </p>
          </Card>
          <Card title={financeCopy.timelineTitle}>
            <Steps aria-label={financeCopy.timelineTitle}>
              {timelineOf(w).map((step) => (
                <li key={step.title} data-state={step.state}>
                  <strong>{step.title}</strong>
                  <Muted>
                    {step.time
                      ? formatServerTime(step.time)
                      : step.state === 'waiting'
                        ? financeCopy.timelineWaiting
                        : '\u00a0'}
                  </Muted>
                  {step.text ? <Muted>{step.text}</Muted> : null}
                </li>
              ))}
            </Steps>
          </Card>
        </Grid>
      ) : (
        <div role="status" aria-label={financeCopy.loadingList}>
          <Skeleton lines={8} />
        </div>
      )}
    </>
  );
}
