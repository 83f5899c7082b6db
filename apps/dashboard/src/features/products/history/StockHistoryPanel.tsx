import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Pagination,
  Skeleton,
  TableScroll,
  formatNumber,
  vars,
  visuallyHidden,
} from '@seller/design-system';
import { formatServerDayTime } from '../../../platform/datetime';
import { stockHistoryCopy } from './stock-history-copy';
import type { StockHistoryEntry } from '../product-types';
import { StockHistoryFilters, type StockHistoryFilter } from './StockHistoryFilters';
import { stockDeltaText, stockSourceText } from './stock-history-text';

const copy = stockHistoryCopy;

export interface StockHistoryPanelProps {
  /** The variant as the seller knows it: product, variant and SKU. */
  variantLabel: string;
  /** loading: the page is on its way; error: it could not be read. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | undefined;
  entries: readonly StockHistoryEntry[];
  filter: StockHistoryFilter;
  page: number;
  pageSize: number;
  total: number;
  onFilterChange: (next: StockHistoryFilter) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** The detail page without the history. */
  closeHref: string;
}

const Section = styled.section`
  display: grid;
  /* A column no wider than the page: the table scrolls inside it, the page never does. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['300']};
  padding-top: ${vars.space['300']};
  border-top: 1px solid ${vars.color.borderDefault};

  h2 {
    margin: 0;
    font-size: ${vars.font.size500};
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${vars.space['200']};
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Table = styled.table`
  width: 100%;
  min-width: 460px;
  border-collapse: collapse;

  th,
  td {
    padding: ${vars.space['200']} ${vars.space['300']};
    border-top: 1px solid ${vars.color.borderDefault};
    text-align: left;
  }

  th {
    color: ${vars.color.textSubdued};
  }

  td:nth-child(2),
  td:nth-child(3),
  th:nth-child(2),
  th:nth-child(3) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const hasFilter = (filter: StockHistoryFilter) =>
  filter.from !== null || filter.to !== null || filter.source !== null;

/**
 * 'Riwayat stok' of one variant, newest first: when, how much, the level after and where from. The
 * figures come before the source, whose text is the longest, so a phone shows them without scrolling.
 */
export function StockHistoryPanel({
  variantLabel,
  status,
  errorMessage,
  entries,
  filter,
  page,
  pageSize,
  total,
  onFilterChange,
  onPageChange,
  onRetry,
  closeHref,
}: StockHistoryPanelProps) {
  return (
    <Section aria-labelledby="stock-history-heading">
      <Head>
        <h2 id="stock-history-heading">{copy.heading(variantLabel)}</h2>
        <Link to={closeHref}>{copy.close}</Link>
      </Head>
      <StockHistoryFilters filter={filter} onFilterChange={onFilterChange} />
      {status === 'loading' && <Skeleton shape="rect" height={200} />}
      {status === 'error' && (
        <EmptyState
          icon="error"
          headingLevel={3}
          title={copy.failed}
          text={errorMessage}
          action={<Button onClick={onRetry}>{copy.retry}</Button>}
        />
      )}
      {status === 'ready' && entries.length === 0 && (
        <EmptyState
          icon="product"
          headingLevel={3}
          title={copy.empty}
          text={hasFilter(filter) ? copy.emptyFiltered : copy.emptyText}
        />
      )}
      {status === 'ready' && entries.length > 0 && (
        <>
          <TableScroll>
            <Table>
              <Caption>{copy.heading(variantLabel)}</Caption>
              <thead>
                <tr>
                  <th scope="col">{copy.columns.when}</th>
                  <th scope="col">{copy.columns.delta}</th>
                  <th scope="col">{copy.columns.level}</th>
                  <th scope="col">{copy.columns.source}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatServerDayTime(entry.changedAt)}</td>
                    <td>{stockDeltaText(entry.delta)}</td>
                    <td>{formatNumber(entry.level)}</td>
                    <td>{stockSourceText(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={onPageChange}
            label={copy.pagination}
            formatRange={copy.range}
          />
        </>
      )}
    </Section>
  );
}
