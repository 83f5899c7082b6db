import { Link } from 'react-router-dom';
import { EmptyState, formatMoney, Skeleton } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { financeCopy } from '../copy';
import type { ListPage, Resource, Withdrawal } from '../finance-types';
import { withdrawalDetailUrl } from '../urls';
import { ErrorLine } from './ErrorLine';
import { Pill, Table, TableWrap } from './finance-styles';

const tones = { success: 'ok', failed: 'bad', processed: 'info', pending: 'wait' } as const;

export function StatusPill({ status }: { status: Withdrawal['status'] }) {
  return <Pill $tone={tones[status] ?? 'wait'}>{financeCopy.status[status] ?? status}</Pill>;
}

/** Withdrawal requests as a table (scrolls sideways at 375 px, and says so); a row opens its detail. */
export function WithdrawalTable({
  remote,
  emptyTitle,
  emptyText,
  headingLevel = 3,
}: {
  remote: Resource<ListPage<Withdrawal>>;
  emptyTitle: string;
  emptyText: string;
  /** The empty state's heading: one below the heading the table sits under. */
  headingLevel?: 2 | 3;
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
    return (
      <EmptyState
        title={emptyTitle}
        text={emptyText}
        icon="withdrawal"
        headingLevel={headingLevel}
      />
    );
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th scope="col">{financeCopy.colRequested}</th>
            {/* The key columns first, so a phone shows them without scrolling (issue 41 #18). */}
            <th scope="col">{financeCopy.colStatus}</th>
            <th scope="col" data-num>
              {financeCopy.colAmount}
            </th>
            <th scope="col">{financeCopy.colBank}</th>
            <th scope="col">{financeCopy.colPaid}</th>
          </tr>
        </thead>
        <tbody>
          {remote.data.rows.map((w) => (
            <tr key={w.id}>
              <td data-key>
                <Link to={withdrawalDetailUrl(w.id)}>{formatServerTime(w.createdAt)}</Link>
              </td>
              <td data-key>
                <StatusPill status={w.status} />
                {w.failureReason ? <div>{w.failureReason}</div> : null}
              </td>
              <td data-num>{formatMoney(w.amount)}</td>
              <td>
                {w.bankName} {w.accountNumber}
              </td>
              <td>{w.processedAt ? formatServerTime(w.processedAt) : financeCopy.notYet}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
