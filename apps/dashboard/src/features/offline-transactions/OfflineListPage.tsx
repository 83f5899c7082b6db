import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  EmptyState,
  Pagination,
  PastLastPage,
  Select,
  Skeleton,
  Stat,
  TextField,
  below,
  formatMoney,
  formatNumber,
  isPastLastPage,
  vars,
} from '@seller/design-system';
import { formatServerTime } from '../../platform/datetime';
import { useOutboxOutcomes, type OutboxOutcome } from '../../platform/outbox';
import { SessionContext } from '../session/session-context';
import { useMaskedPhone } from '../../platform/mask-phone';
import { savePageQuery } from '../../platform/persisted-state';
import { useResource } from '../../platform/data/use-resource';
import { offlineCopy as copy } from './copy';
import { offlineSaleOutboxKind, type OfflineScope } from './offline-calls';
import {
  offlineListRead,
  offlineSaleRead,
  refreshOfflineList,
  type OfflinePage,
} from './offline-queries';
import { PendingSales } from './PendingSales';
import { offlineAddPath, offlineListPath } from './offline-paths';
import {
  dateRangeError,
  offlineSorts,
  parseOfflineQuery,
  toSearchParams,
  type DateRangeError,
  type OfflineQuery,
  type OfflineSort,
} from './offline-query';
import { useOfflineScope } from './use-offline-scope';

const Page = styled.div`
  display: grid;
  gap: ${vars.space['400']};
  padding: ${vars.space['600']};
  ${below('phablet')} {
    padding: ${vars.space['300']};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
  h1 {
    margin: 0;
    font-size: ${vars.font.size700};
  }
`;

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) repeat(2, minmax(140px, 1fr)) minmax(160px, 1fr) auto;
  align-items: end;
  gap: ${vars.space['300']};
  padding: ${vars.space['300']};
  background: ${vars.color.bgSurfaceSelected};
  border-radius: ${vars.radius['200']};
  ${below('laptop')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${below('phablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FilterActions = styled.div`
  display: flex;
  gap: ${vars.space['200']};
`;

const Totals = styled.section`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space['300']};
  ${below('phablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :last-child {
      grid-column: 1 / -1;
    }
  }
  > div {
    border: 1px solid ${vars.color.borderDefault};
    border-radius: ${vars.radius['300']};
    background: ${vars.color.bgSurface};
  }
`;

const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size300};
  th,
  td {
    padding: ${vars.space['300']};
    border-bottom: 1px solid ${vars.color.borderDefault};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${vars.color.textSubdued};
    font-weight: ${vars.font.weightSemibold};
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: none;
  }
  td.date {
    white-space: nowrap;
  }
  ${below('phablet')} {
    th,
    td {
      padding: ${vars.space['200']};
    }
    .wide {
      display: none;
    }
    td.code {
      overflow-wrap: anywhere;
      font-size: ${vars.font.size200};
    }
  }
`;

const CodeButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${vars.color.actionPrimaryBg};
  font: inherit;
  font-family: ${vars.font.familyMono};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focusRing};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
`;

const DetailList = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space['100']} ${vars.space['300']};
  margin: 0 0 ${vars.space['300']};
  dt {
    color: ${vars.color.textSubdued};
  }
  dd {
    margin: 0;
  }
`;

export function OfflineListRoute() {
  const scope = useOfflineScope();
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  if (!scope) {
    // No stockist or a list of them: the sales belong to one stockist, so say which choice is missing.
    return (
      <Page>
        <Head>
          <h1>{copy.listTitle}</h1>
        </Head>
        <EmptyState icon="transaction" title={copy.noStockistList} />
      </Page>
    );
  }
  return (
    <OfflineListPage
      key={scope.stockistId}
      scope={scope}
      userId={userId === null ? null : Number(userId)}
    />
  );
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: OfflinePage };

export function OfflineListPage({
  scope,
  userId = null,
}: {
  scope: OfflineScope;
  /** The signed-in user, whose sales kept without a connection are listed as pending. */
  userId?: number | null;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = parseOfflineQuery(params);
  const queryKey = toSearchParams(query).toString();
  const list = useResource(offlineListRead(scope, query));
  const load: Load =
    list.status === 'error'
      ? { status: 'error' }
      : list.data
        ? { status: 'ready', page: list.data }
        : { status: 'loading' };
  const [draft, setDraft] = useState({ q: query.q, from: query.from, to: query.to });
  const [rangeError, setRangeError] = useState<DateRangeError>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  useEffect(() => {
    // §3 pageParams: the list comes back with these filters from the sidebar.
    savePageQuery(offlineListPath, Object.fromEntries(new URLSearchParams(queryKey)));
  }, [queryKey]);

  // A kept sale that lands belongs in the list (and its totals): ask for the page again.
  const onOutcome = useCallback(
    (outcome: OutboxOutcome) => {
      if (
        outcome.type === 'landed' &&
        outcome.entry.kind === offlineSaleOutboxKind &&
        outcome.entry.brandId === scope.stockistId
      )
        void refreshOfflineList(scope);
    },
    [scope],
  );
  useOutboxOutcomes(onOutcome);

  const go = (next: Partial<OfflineQuery>) => setParams(toSearchParams({ ...query, ...next }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const from = draft.from.trim();
    const to = draft.to.trim();
    const error = dateRangeError(from, to);
    setRangeError(error);
    // Refused input is never sent (§5: YYYY-MM-DD strictly).
    if (error) return;
    go({ q: draft.q.trim(), from, to, page: 1 });
  };

  const reset = () => {
    setDraft({ q: '', from: '', to: '' });
    setRangeError(null);
    setParams(new URLSearchParams());
  };

  const filtered = Boolean(query.q || query.from || query.to);
  const pastLast =
    load.status === 'ready' &&
    isPastLastPage(query.page, load.page.pagination.totalItem, load.page.order.length)
      ? load.page.pagination
      : null;
  const dateMessage = rangeError === 'order' ? copy.dateOrderError : copy.dateFormatError;

  return (
    <Page>
      <Head>
        <h1>{copy.listTitle}</h1>
        <Button variant="primary" leadingIcon="plus" onClick={() => navigate(offlineAddPath)}>
          {copy.addAction}
        </Button>
      </Head>
      <PendingSales stockistId={scope.stockistId} userId={userId} />
      <Filters onSubmit={apply} noValidate role="search" aria-label={copy.searchLabel}>
        <TextField
          label={copy.searchLabel}
          type="search"
          leadingIcon="search"
          placeholder={copy.searchPlaceholder}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          maxLength={255}
        />
        <TextField
          label={copy.fromLabel}
          placeholder="TTTT-BB-HH"
          inputMode="numeric"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          error={rangeError === 'from' || rangeError === 'order' ? dateMessage : undefined}
          hint={copy.dateHint}
          maxLength={10}
        />
        <TextField
          label={copy.toLabel}
          placeholder="TTTT-BB-HH"
          inputMode="numeric"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          error={rangeError === 'to' ? dateMessage : undefined}
          hint={copy.dateHint}
          maxLength={10}
        />
        <Select
          label={copy.sortLabel}
          options={offlineSorts.map((sort) => ({ value: sort, label: copy.sorts[sort] }))}
          value={query.sortBy}
          onChange={(event) => go({ sortBy: event.target.value as OfflineSort, page: 1 })}
        />
        <FilterActions>
          <Button type="submit" variant="primary">
            {copy.applyFilter}
          </Button>
          <Button type="button" variant="secondary" onClick={reset}>
            {copy.resetFilter}
          </Button>
        </FilterActions>
      </Filters>

      <Totals aria-label={copy.totalsLabel}>
        <Stat
          label={copy.totalSales}
          value={load.status === 'ready' ? formatNumber(load.page.totals.transactionCount) : '—'}
          loading={load.status === 'loading'}
        />
        <Stat
          label={copy.totalItems}
          value={load.status === 'ready' ? formatNumber(load.page.totals.totalQuantity) : '—'}
          loading={load.status === 'loading'}
        />
        <Stat
          label={copy.totalAmount}
          value={load.status === 'ready' ? formatMoney(load.page.totals.totalAmount) : '—'}
          loading={load.status === 'loading'}
        />
      </Totals>

      {load.status === 'error' ? (
        <EmptyState
          icon="error"
          title={copy.loadError}
          action={
            <Button variant="secondary" onClick={list.retry}>
              {copy.retry}
            </Button>
          }
        />
      ) : pastLast ? (
        // An old link or pageParams saved before sales were filtered away: the page is empty, the list is not.
        <PastLastPage
          page={query.page}
          totalPages={pastLast.totalPage}
          onGoToLast={() => go({ page: pastLast.totalPage })}
        />
      ) : load.status === 'ready' && load.page.order.length === 0 ? (
        <EmptyState
          icon="transaction"
          title={filtered ? copy.emptyFilteredTitle : copy.emptyTitle}
          text={filtered ? copy.emptyFilteredText : copy.emptyText}
        />
      ) : (
        <TableBox>
          <Table aria-label={copy.tableLabel} aria-busy={load.status === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{copy.colCode}</th>
                <th scope="col">{copy.colDate}</th>
                <th scope="col" className="wide">
                  {copy.colBuyer}
                </th>
                <th scope="col" className="wide">
                  {copy.colReason}
                </th>
                <th scope="col" className="num wide">
                  {copy.colItems}
                </th>
                <th scope="col" className="num">
                  {copy.colTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {load.status === 'loading'
                ? Array.from({ length: Math.min(query.size, 15) }, (_, i) => (
                    <tr key={i}>
                      <td colSpan={6}>
                        <Skeleton shape="text" height={21} />
                      </td>
                    </tr>
                  ))
                : load.page.order.map((sale) => (
                    <tr key={sale.id}>
                      <td className="code">
                        <CodeButton type="button" onClick={() => setDetailId(sale.id)}>
                          {sale.transactionCode}
                        </CodeButton>
                      </td>
                      <td className="date">{sale.transactionDate}</td>
                      <td className="wide">{sale.buyerName ?? copy.noBuyer}</td>
                      <td className="wide">{sale.reasonName}</td>
                      <td className="num wide">
                        {copy.itemsCount(sale.items.reduce((sum, item) => sum + item.quantity, 0))}
                      </td>
                      <td className="num">{formatMoney(sale.totalAmount)}</td>
                    </tr>
                  ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      {load.status === 'ready' && load.page.pagination.totalItem > 0 && !pastLast ? (
        <Pagination
          label={copy.paginationLabel}
          page={load.page.pagination.CurrentPge}
          pageSize={query.size}
          total={load.page.pagination.totalItem}
          onPageChange={(page) => go({ page })}
          formatRange={copy.range}
        />
      ) : null}
      <SaleDetail scope={scope} id={detailId} onClose={() => setDetailId(null)} />
    </Page>
  );
}

function SaleDetail({
  scope,
  id,
  onClose,
}: {
  scope: OfflineScope;
  id: number | null;
  onClose: () => void;
}) {
  const detail = useResource(id === null ? null : offlineSaleRead(scope, id));
  const sale = id === null ? null : detail.status === 'error' ? 'error' : detail.data;
  const phone = useMaskedPhone();

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={copy.detailTitle}
      width={560}
      closeLabel={copy.close}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {copy.close}
        </Button>
      }
    >
      {sale === 'error' ? (
        <ErrorText role="alert">{copy.detailError}</ErrorText>
      ) : sale === null ? (
        <div aria-label={copy.detailLoading} aria-busy="true">
          <Skeleton shape="text" lines={6} />
        </div>
      ) : (
        <>
          <DetailList>
            <dt>{copy.colCode}</dt>
            <dd>{sale.transactionCode}</dd>
            <dt>{copy.detailDate}</dt>
            <dd>{sale.transactionDate}</dd>
            <dt>{copy.detailCreated}</dt>
            <dd>{formatServerTime(sale.createdAt)}</dd>
            <dt>{copy.detailReason}</dt>
            <dd>{sale.reasonName}</dd>
            <dt>{copy.detailBuyer}</dt>
            <dd>{sale.buyerName ?? copy.noBuyer}</dd>
            <dt>{copy.detailPhone}</dt>
            <dd>{phone(sale.buyerPhone) || copy.noBuyer}</dd>
            {sale.note ? (
              <>
                <dt>{copy.detailNote}</dt>
                <dd>{sale.note}</dd>
              </>
            ) : null}
          </DetailList>
          <TableBox>
            <Table aria-label={copy.colItems}>
              <thead>
                <tr>
                  <th scope="col">{copy.colItems}</th>
                  <th scope="col" className="num">
                    {copy.detailQty}
                  </th>
                  <th scope="col" className="num">
                    {copy.detailPrice}
                  </th>
                  <th scope="col" className="num">
                    {copy.detailSubtotal}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sale.items.map((item) => (
                  <tr key={item.variantId}>
                    <td>{item.variantName}</td>
                    <td className="num">{item.quantity}</td>
                    <td className="num">{formatMoney(item.price)}</td>
                    <td className="num">{formatMoney(item.price * item.quantity)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" colSpan={3}>
                    {copy.colTotal}
                  </th>
                  <td className="num">
                    <strong>{formatMoney(sale.totalAmount)}</strong>
                  </td>
                </tr>
              </tbody>
            </Table>
          </TableBox>
        </>
      )}
    </Dialog>
  );
}
