import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  EmptyState,
  formatMoney,
  Select,
  Skeleton,
  TextField,
} from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { DateRangeFields } from '../components/DateRangeFields';
import { ErrorLine } from '../components/ErrorLine';
import { FinanceFrame } from '../components/FinanceFrame';
import { Filters, Muted, Summary, Table, TableWrap } from '../components/finance-styles';
import { PastLast, Paging, pastLastOf } from '../components/ListPaging';
import { financeCopy } from '../copy';
import type { FinanceTransaction, LedgerSummary, ListPage, Resource } from '../finance-types';
import {
  ledgerCategories,
  ledgerSearchMaxLength,
  orderSearchUrl,
  withdrawalDetailUrl,
  type LedgerQuery,
} from '../urls';

export type LedgerFormat = 'csv' | 'xlsx';

export interface LedgerPageProps {
  query: LedgerQuery;
  list: Resource<ListPage<FinanceTransaction>>;
  totals: Resource<LedgerSummary>;
  /** The file being prepared, if any. */
  exporting: LedgerFormat | null;
  exportFailed: boolean;
  /** A changed filter or page size: back to page 1. */
  onFilter: (change: Partial<LedgerQuery>) => void;
  onPage: (page: number) => void;
  onReset: () => void;
  onExport: (format: LedgerFormat) => void;
}

/** The ledger with a running balance, the totals of the filtered range and its export. */
export function LedgerPage(props: LedgerPageProps) {
  const { query, list, onFilter, onPage } = props;
  // The search applies on 'Cari'; until then the typed text is the field's own.
  const [typed, setTyped] = useState(query.q);
  const filtered =
    query.category !== 'all' || query.q !== '' || query.from !== null || query.to !== null;
  const pastLast = pastLastOf(list.data);
  return (
    <FinanceFrame title={financeCopy.ledgerTitle} lead={financeCopy.ledgerLead}>
      <Filters
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onFilter({ q: typed.trim() });
        }}
      >
        <Select
          label={financeCopy.categoryLabel}
          value={query.category}
          onChange={(event) =>
            onFilter({ category: event.target.value as LedgerQuery['category'] })
          }
          options={ledgerCategories.map((c) => ({
            value: c,
            label: c === 'all' ? financeCopy.categoryAll : (financeCopy.category[c] ?? c),
          }))}
        />
        <DateRangeFields from={query.from} to={query.to} onChange={onFilter} />
        <TextField
          label={financeCopy.searchLabel}
          placeholder={financeCopy.searchPlaceholder}
          type="search"
          maxLength={ledgerSearchMaxLength}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {financeCopy.search}
        </Button>
        {filtered ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setTyped('');
              props.onReset();
            }}
          >
            {financeCopy.resetFilters}
          </Button>
        ) : null}
      </Filters>

      <Totals {...props} />

      {list.status === 'error' ? (
        <ErrorLine message={list.errorMessage ?? financeCopy.listError} onRetry={list.retry} />
      ) : !list.data ? (
        <div role="status" aria-label={financeCopy.loadingList}>
          <Skeleton lines={8} />
        </div>
      ) : pastLast ? (
        // An old link or a shrunken range: the ledger has movements, just not on this page.
        <PastLast page={pastLast} onPage={onPage} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState
          title={filtered ? financeCopy.filteredEmpty : financeCopy.ledgerEmpty}
          text={filtered ? financeCopy.filteredEmptyText : financeCopy.ledgerEmptyText}
          icon="finance"
        />
      ) : (
        <Movements rows={list.data.rows} />
      )}
      <Paging
        query={query}
        data={list.data}
        onPage={onPage}
        onSize={(size) => onFilter({ size })}
      />
    </FinanceFrame>
  );
}

const pending = <Skeleton shape="line" width="8em" />;

/** The totals' rows; while they load, each label holds its figure's place. */
function totalRows(t: LedgerSummary | null): [string, ReactNode][] {
  const money = (n: number | undefined) => (n === undefined ? pending : formatMoney(n));
  return [
    [financeCopy.opening, money(t?.openingBalance)],
    [financeCopy.totalIn, money(t?.totalCredit)],
    [financeCopy.totalOut, money(t?.totalDebit)],
    [financeCopy.totalNet, money(t?.net)],
    [financeCopy.closing, money(t?.closingBalance)],
    [financeCopy.colType, t ? financeCopy.totalCount(t.count) : pending],
  ];
}

/** The totals of the filtered range, with the downloads of that range as files. */
function Totals({ totals, exporting, exportFailed, onExport }: LedgerPageProps) {
  const download = (format: LedgerFormat, label: string) => (
    <Button
      size="sm"
      variant="secondary"
      loading={exporting === format}
      loadingLabel={financeCopy.exporting}
      onClick={() => onExport(format)}
    >
      {label}
    </Button>
  );
  const t = totals.data;
  return (
    <Card
      title={financeCopy.totalsTitle}
      headingLevel={2}
      actions={
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {download('csv', financeCopy.exportCsv)}
          {download('xlsx', financeCopy.exportXlsx)}
        </div>
      }
    >
      {exportFailed ? <p role="alert">{financeCopy.exportFailed}</p> : null}
      {totals.status === 'error' ? (
        <ErrorLine message={totals.errorMessage ?? financeCopy.listError} onRetry={totals.retry} />
      ) : (
        // Without figures yet the rows stand in place: nothing below moves when they come.
        <Summary {...(t ? { 'data-testid': 'ledger-totals' } : { 'aria-hidden': true })}>
          {totalRows(t).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Summary>
      )}
    </Card>
  );
}

const columns: [string, boolean][] = [
  [financeCopy.colTime, false],
  [financeCopy.colType, false],
  [financeCopy.colDescription, false],
  [financeCopy.colCredit, true],
  [financeCopy.colDebit, true],
  [financeCopy.colBalance, true],
];

/** Balance movements with the balance after each; an order or a withdrawal links to its page. */
function Movements({ rows }: { rows: FinanceTransaction[] }) {
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            {columns.map(([label, numeric]) => (
              <th key={label} scope="col" data-num={numeric || undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.id}>
              <td>{formatServerTime(t.createdAt)}</td>
              <td>{financeCopy.category[t.category] ?? t.category}</td>
              <td data-wrap>
                {t.description}
                {t.orderCode ? (
                  <Muted>
                    <Link
                      to={orderSearchUrl(t.orderCode)}
                      aria-label={financeCopy.orderLink(t.orderCode)}
                    >
                      {t.orderCode}
                    </Link>
                  </Muted>
                ) : null}
                {t.withdrawalId ? (
                  <Muted>
                    <Link to={withdrawalDetailUrl(t.withdrawalId)}>
                      {financeCopy.withdrawalLink(t.withdrawalId)}
                    </Link>
                  </Muted>
                ) : null}
              </td>
              <td data-num>{t.type === 'credit' ? formatMoney(t.amount) : ''}</td>
              <td data-num>{t.type === 'debit' ? formatMoney(t.amount) : ''}</td>
              <td data-num>{formatMoney(t.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
