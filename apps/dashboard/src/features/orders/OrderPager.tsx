import styled from 'styled-components';
import { Button, Select, vars } from '@seller/design-system';
import { ordersCopy } from './copy';
import type { PagingMetadata } from './order-calls';
import { pageSizes } from './order-query';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space['300']};
`;

const Pages = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['200']};
`;

const copy = ordersCopy.pagination;

export interface OrderPagerProps {
  metadata: PagingMetadata;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

export function OrderPager({ metadata, onPageChange, onSizeChange }: OrderPagerProps) {
  const { currentPage, pageSize, totalItem, totalPage } = metadata;
  const first = totalItem === 0 ? 0 : (currentPage - 1) * pageSize + 1;
  const last = Math.min(currentPage * pageSize, totalItem);
  const sizes = (pageSizes as readonly number[]).includes(pageSize) ? pageSizes : [...pageSizes, pageSize];
  return (
    <Bar aria-label={copy.label}>
      <span>{copy.summary(first, last, totalItem)}</span>
      <Pages>
        <Button variant="secondary" size="sm" disabled={currentPage <= 1} onClick={() => onPageChange(currentPage - 1)}>
          {copy.previous}
        </Button>
        <span aria-current="page">{copy.page(currentPage)} / {Math.max(totalPage, 1)}</span>
        <Button variant="secondary" size="sm" disabled={currentPage >= totalPage} onClick={() => onPageChange(currentPage + 1)}>
          {copy.next}
        </Button>
      </Pages>
      <Select
        label={copy.sizeLabel}
        value={String(pageSize)}
        options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(event) => onSizeChange(Number(event.currentTarget.value))}
      />
    </Bar>
  );
}
