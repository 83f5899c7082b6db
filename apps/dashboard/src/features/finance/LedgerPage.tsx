import { Fragment, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  EmptyState,
  formatMoney,
  isPastLastPage,
  Pagination,
  PastLastPage,
  Select,
  Skeleton,
  TextField,
} from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import { useResource } from '../../platform/data/use-resource';
import { financeCopy } from './copy';
import { DateRangeFields } from './DateRangeFields';
import { ErrorLine } from './ErrorLine';
import { downloadLedger, type FinanceScope, type LedgerQuery } from './finance-calls';
import { ledgerCategories, readLedgerQuery, toSearch } from './finance-query';
import { ledgerRead, ledgerSummaryRead } from './finance-queries';
import { Filters, Lead, Muted, Page, Summary, Table, TableWrap, Title } from './finance-styles';
import { useFinanceScope } from './use-finance-scope';

/** /finance-transaction: the ledger with a running balance, totals and export of the filtered range. */
export function LedgerPage() {
  const scope = useFinanceScope();
  return (
    <Page>
      <div>
        <Title>{financeCopy.ledgerTitle}</Title>
        <Lead>{financeCopy.ledgerLead}</Lead>
      </div>
      {scope ? (
        <LedgerBody key={`${scope.tenant}:${scope.brandId}`} scope={scope} />
      ) : (
        <EmptyState title={financeCopy.noBrand} />
      )}
    </Page>
  );
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function LedgerBody({ scope }: { scope: FinanceScope }) {
  const [params, setParams] = useSearchParams();
  const query = readLedgerQuery(params);
  const update = (next: Partial<LedgerQuery>) =>
    setParams(toSearch({ ...query, page: 1, ...next }));
  // A filter or page change leaves the rows and totals on screen until the new ones come.
  const list = useResource(ledgerRead(scope, query), { keepData: true });
  const totals = useResource(ledgerSummaryRead(scope, query), { keepData: true });
  const [typed, setTyped] = useState(query.q);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [exportError, setExportError] = useState(false);
  const filtered =
    query.category !== 'all' || query.q !== '' || query.from !== null || query.to !== null;
  const pastLast =
    list.data &&
    isPastLastPage(list.data.pageAsked, list.data.metadata.totalItem, list.data.rows.length)
      ? list.data
      : null;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: typed.trim() });
  };

  const onExport = async (format: 'csv' | 'xlsx') => {
    if (exporting) return;
    setExporting(format);
    setExportError(false);
    try {
      const file = await downloadLedger(scope, query, format);
      saveFile(file.blob, file.fileName);
    } catch {
      setExportError(true);
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <Filters role="search" onSubmit={onSearch}>
        <Select
          label={financeCopy.categoryLabel}
          value={query.category}
          onChange={(event) => update({ category: event.target.value as LedgerQuery['category'] })}
          options={ledgerCategories.map((c) => ({
            value: c,
            label: c === 'all' ? financeCopy.categoryAll : (financeCopy.category[c] ?? c),
          }))}
        />
        <DateRangeFields from={query.from} to={query.to} onChange={(range) => update(range)} />
        <TextField
          label={financeCopy.searchLabel}
          placeholder={financeCopy.searchPlaceholder}
          type="search"
          maxLength={100}
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
              setParams(new URLSearchParams());
            }}
          >
            {financeCopy.resetFilters}
          </Button>
        ) : null}
      </Filters>

      <Card
        title={financeCopy.totalsTitle}
        headingLevel={2}
        actions={
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button
              size="sm"
              variant="secondary"
              loading={exporting === 'csv'}
              loadingLabel={financeCopy.exporting}
              onClick={() => void onExport('csv')}
            >
              {financeCopy.exportCsv}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={exporting === 'xlsx'}
              loadingLabel={financeCopy.exporting}
              onClick={() => void onExport('xlsx')}
            >
              {financeCopy.exportXlsx}
            </Button>
          </div>
        }
      >
        {exportError ? <p role="alert">{financeCopy.exportFailed}</p> : null}
        {totals.status === 'error' ? (
          <ErrorLine
            message={totals.errorMessage ?? financeCopy.listError}
            onRetry={totals.retry}
          />
        ) : totals.data ? (
          <Summary data-testid="ledger-totals">
            <dt>{financeCopy.opening}</dt>
            <dd>{formatMoney(totals.data.openingBalance)}</dd>
            <dt>{financeCopy.totalIn}</dt>
            <dd>{formatMoney(totals.data.totalCredit)}</dd>
            <dt>{financeCopy.totalOut}</dt>
            <dd>{formatMoney(totals.data.totalDebit)}</dd>
            <dt>{financeCopy.totalNet}</dt>
            <dd>{formatMoney(totals.data.net)}</dd>
            <dt>{financeCopy.closing}</dt>
            <dd>{formatMoney(totals.data.closingBalance)}</dd>
            <dt>{financeCopy.colType}</dt>
            <dd>{financeCopy.totalCount(totals.data.count)}</dd>
          </Summary>
        ) : (
          // The totals' own rows, their figures still on their way: nothing below moves when they come.
          <Summary aria-hidden="true">
            {[
              financeCopy.opening,
              financeCopy.totalIn,
              financeCopy.totalOut,
              financeCopy.totalNet,
              financeCopy.closing,
              financeCopy.colType,
            ].map((label) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>
                  <Skeleton shape="line" width="8em" />
                </dd>
              </Fragment>
            ))}
          </Summary>
        )}
      </Card>

      {list.status === 'error' ? (
        <ErrorLine message={list.errorMessage ?? financeCopy.listError} onRetry={list.retry} />
      ) : !list.data ? (
        <div role="status" aria-label={financeCopy.loadingList}>
          <Skeleton lines={8} />
        </div>
      ) : pastLast ? (
        // An old link or a shrunken range: the ledger has movements, just not on this page.
        <PastLastPage
          page={pastLast.pageAsked}
          totalPages={pastLast.metadata.totalPage}
          headingLevel={2}
          onGoToLast={() => setParams(toSearch({ ...query, page: pastLast.metadata.totalPage }))}
        />
      ) : list.data.rows.length === 0 ? (
        <EmptyState
          title={filtered ? financeCopy.filteredEmpty : financeCopy.ledgerEmpty}
          text={filtered ? financeCopy.filteredEmptyText : financeCopy.ledgerEmptyText}
          icon="finance"
        />
      ) : (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">{financeCopy.colTime}</th>
                <th scope="col">{financeCopy.colType}</th>
                <th scope="col">{financeCopy.colDescription}</th>
                <th scope="col" data-num>
                  {financeCopy.colCredit}
                </th>
                <th scope="col" data-num>
                  {financeCopy.colDebit}
                </th>
                <th scope="col" data-num>
                  {financeCopy.colBalance}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((t) => (
                <tr key={t.id}>
                  <td>{formatServerTime(t.createdAt)}</td>
                  <td>{financeCopy.category[t.category] ?? t.category}</td>
                  <td data-wrap>
                    {t.description}
                    {t.orderCode ? (
                      <Muted>
                        <Link
                          to={`/transaction?q=${encodeURIComponent(t.orderCode)}`}
                          aria-label={financeCopy.orderLink(t.orderCode)}
                        >
                          {t.orderCode}
                        </Link>
                      </Muted>
                    ) : null}
                    {t.withdrawalId ? (
                      <Muted>
                        <Link to={`/finance-withdrawal/${t.withdrawalId}`}>
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
      )}
      {list.data && list.data.metadata.totalItem > 0 && !pastLast ? (
        <Pagination
          page={query.page}
          pageSize={query.size}
          total={list.data.metadata.totalItem}
          onPageChange={(page) => setParams(toSearch({ ...query, page }))}
          onPageSizeChange={(size) => update({ size })}
          formatRange={financeCopy.range}
        />
      ) : null}
    </>
  );
}
