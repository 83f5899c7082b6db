import { Link } from 'react-router-dom';
import { EmptyState, formatMoney, Skeleton } from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import { financeCopy } from './copy';
import type { Page as PageOf, Withdrawal } from './finance-calls';
import { Pill, Table, TableWrap } from './finance-styles';
import type { Resource } from '../../platform/data/use-resource';
import { ErrorLine } from './ErrorLine';

export function statusTone(status: Withdrawal['status']): 'ok' | 'bad' | 'wait' | 'info' {
  return status === 'success'
    ? 'ok'
    : status === 'failed'
      ? 'bad'
      : status === 'processed'
        ? 'info'
        : 'wait';
}

export function StatusPill({ status }: { status: Withdrawal['status'] }) {
  return <Pill $tone={statusTone(status)}>{financeCopy.status[status] ?? status}</Pill>;
}

/** Withdrawal requests as a table (scrolls sideways at 375 px); each row opens its detail. */
export function WithdrawalTable({
  remote,
  emptyTitle,
  emptyText,
}: {
  remote: Resource<PageOf<Withdrawal>>;
  emptyTitle: string;
  emptyText: string;
}) {
  if (remote.status === 'error')
    return (
      <ErrorLine message={remote.errorMessage ?? financeCopy.listError} onRetry={remote.retry} />
    );
  if (!remote.data) {
    return (
      <div role="status" aria-label={financeCopy.loadingList} style={{ padding: 16 }}>
        <Skeleton lines={5} />
      </div>
    );
  }
  if (remote.data.rows.length === 0)
    return <EmptyState title={emptyTitle} text={emptyText} icon="withdrawal" headingLevel={3} />;
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th scope="col">{financeCopy.colRequested}</th>
            <th scope="col" data-num>
              {financeCopy.colAmount}
            </th>
            <th scope="col">{financeCopy.colBank}</th>
            <th scope="col">{financeCopy.colStatus}</th>
            <th scope="col">{financeCopy.colPaid}</th>
          </tr>
        </thead>
        <tbody>
          {remote.data.rows.map((w) => (
            <tr key={w.id}>
              <td>
                <Link to={`/finance-withdrawal/${w.id}`}>{formatServerTime(w.createdAt)}</Link>
              </td>
              <td data-num>{formatMoney(w.amount)}</td>
              <td>
                {w.bankName} {w.accountNumber}
              </td>
              <td data-wrap>
                <StatusPill status={w.status} />
                {w.failureReason ? <div>{w.failureReason}</div> : null}
              </td>
              <td>{w.processedAt ? formatServerTime(w.processedAt) : financeCopy.notYet}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
