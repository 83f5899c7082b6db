import styled from 'styled-components';
import { Button, Select, vars } from '@seller/design-system';
import { productCopy } from '../copy';
import { pageSizes, type PageSize } from '../list/list-query';

export interface ListPaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages the server reports. */
  totalPage: number;
  /** Items over all pages. */
  totalItem: number;
  /** Rows per page. */
  size: PageSize;
  onPageChange: (input: { page: number }) => void;
  onSizeChange: (input: { size: PageSize }) => void;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['300']};
  padding: ${vars.space['300']} 0;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['200']};
  color: ${vars.color.textSubdued};
`;

const SizeSelect = styled(Select)`
  width: 96px;
`;

/** Server-side paging: previous / next, the page position and the rows-per-page choice. */
export function ListPagination({ page, totalPage, totalItem, size, onPageChange, onSizeChange }: ListPaginationProps) {
  return (
    <Bar aria-label={productCopy.pagination}>
      <Group>
        <span>{productCopy.totalItems(totalItem)}</span>
        <SizeSelect
          label={productCopy.pageSizeLabel}
          options={pageSizes.map((entry) => ({ value: String(entry), label: String(entry) }))}
          value={String(size)}
          onChange={(event) => {
            const next = pageSizes.find((entry) => String(entry) === event.target.value);
            if (next) onSizeChange({ size: next });
          }}
        />
      </Group>
      <Group>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange({ page: page - 1 })}>
          {productCopy.previousPage}
        </Button>
        <span aria-live="polite">{productCopy.pageOf(page, totalPage)}</span>
        <Button variant="secondary" size="sm" disabled={page >= totalPage} onClick={() => onPageChange({ page: page + 1 })}>
          {productCopy.nextPage}
        </Button>
      </Group>
    </Bar>
  );
}
