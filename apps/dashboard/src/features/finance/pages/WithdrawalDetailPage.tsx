import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, formatMoney, Skeleton, vars } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { ErrorLine } from '../components/ErrorLine';
import { FinanceFrame } from '../components/FinanceFrame';
import { Grid, Muted, Summary, Title } from '../components/finance-styles';
import { StatusPill } from '../components/WithdrawalTable';
import { financeCopy } from '../copy';
import type { Resource, Withdrawal } from '../finance-types';
import { ledgerUrl } from '../urls';

export interface WithdrawalDetailPageProps {
  id: number;
  withdrawal: Resource<Withdrawal>;
}

/** One request: amount, fee, account and times beside its status timeline. */
export function WithdrawalDetailPage({ id, withdrawal }: WithdrawalDetailPageProps) {
  const w = withdrawal.data;
  return (
    <FinanceFrame back>
      <Title>{financeCopy.detailTitle(id)}</Title>
      {withdrawal.status === 'error' ? (
        <ErrorLine
          message={withdrawal.errorMessage ?? financeCopy.detailNotFound}
          onRetry={withdrawal.retry}
        />
      ) : w ? (
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
              <Link to={ledgerUrl({ category: 'withdrawal' })}>{financeCopy.ledgerMovement}</Link>
            </p>
          </Card>
          <Card title={financeCopy.timelineTitle}>
            <Timeline withdrawal={w} />
          </Card>
        </Grid>
      ) : (
        <div role="status" aria-label={financeCopy.loadingList}>
          <Skeleton lines={8} />
        </div>
      )}
    </FinanceFrame>
  );
}

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
function timelineOf(w: Withdrawal): Step[] {
  return [
    {
      title: financeCopy.timelineRequested,
      time: w.createdAt,
      text: financeCopy.timelineRequestedText(formatMoney(w.amount)),
      state: 'done',
    },
    {
      title: financeCopy.timelineProcessing,
      time: null,
      state: w.status === 'pending' ? 'waiting' : 'done',
    },
    w.status === 'failed'
      ? {
          title: financeCopy.timelineFailed,
          time: w.processedAt,
          text: `${w.failureReason ?? ''} ${financeCopy.timelineRefunded}`.trim(),
          state: 'failed',
        }
      : {
          title: financeCopy.timelinePaid,
          time: w.processedAt,
          state: w.status === 'success' ? 'done' : 'waiting',
        },
  ];
}

function Timeline({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <Steps aria-label={financeCopy.timelineTitle}>
      {timelineOf(withdrawal).map((step) => (
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
  );
}
