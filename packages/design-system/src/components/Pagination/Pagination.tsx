import { useId } from 'react';
import styled from 'styled-components';
import { below, vars } from '../../tokens';
import { formatNumber } from '../../format/number';
import { focusRing } from '../../styles';
import { Icon } from '../Icon';
import { pageItems } from './page-items';

export interface PaginationProps {
  /** Current page, starting at 1. */
  page: number;
  /** Rows per page (15 by default in the product). */
  pageSize: number;
  /** Total rows (totalItem). */
  total: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Called with a new page size; without it the size picker is hidden. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Choices for the size picker. */
  pageSizeOptions?: number[];
  /** Accessible name of the navigation. */
  label?: string;
  /** Label of the size picker. */
  pageSizeLabel?: string;
  /** Range text, e.g. '1–15 dari 230'. */
  formatRange?: (from: number, to: number, total: number) => string;
}

const Root = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${vars.space['300']};
  font-size: ${vars.font.size300};
  color: ${vars.color.textSubdued};
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['200']};
  & select {
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space['200']};
    border: 1px solid ${vars.color.actionSecondaryBorder};
    border-radius: ${vars.radius['200']};
    background: ${vars.color.bgSurface};
    color: ${vars.color.textDefault};
    ${focusRing}
  }
`;

const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: ${vars.space['100']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${below('phablet')} {
    & > li[data-number]:not([data-near]) {
      display: none;
    }
  }
`;

const PageButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: ${vars.size.controlSm};
  height: ${vars.size.controlSm};
  padding: 0 ${vars.space['200']};
  border: 1px solid transparent;
  border-radius: ${vars.radius['200']};
  background: transparent;
  color: ${vars.color.textDefault};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  ${focusRing}
  &:hover:not(:disabled) {
    background: ${vars.color.bgSurfaceHover};
  }
  &[aria-current='page'] {
    background: ${vars.color.actionPrimaryBg};
    color: ${vars.color.actionPrimaryText};
    font-weight: ${vars.font.weightBold};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`;

const defaultRange = (from: number, to: number, total: number) =>
  `${formatNumber(from)}–${formatNumber(to)} dari ${formatNumber(total)}`;

/** Page navigation with a range line and an optional page-size picker. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [15, 25, 50, 100],
  label = 'Navigasi halaman',
  pageSizeLabel = 'Baris per halaman',
  formatRange = defaultRange,
}: PaginationProps) {
  const sizeId = useId();
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);

  return (
    <Root aria-label={label}>
      <Side>
        {onPageSizeChange ? (
          <>
            <label htmlFor={sizeId}>{pageSizeLabel}</label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <span aria-live="polite">{formatRange(from, to, total)}</span>
      </Side>
      <Pages>
        <li>
          <PageButton
            type="button"
            aria-label="Halaman sebelumnya"
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            <Icon name="chevron-left" size={16} />
          </PageButton>
        </li>
        {pageItems(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li
              key={item}
              data-number=""
              data-near={
                Math.abs(item - current) <= 0 || item === 1 || item === totalPages ? '' : undefined
              }
            >
              <PageButton
                type="button"
                aria-label={`Halaman ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label="Halaman berikutnya"
            disabled={current >= totalPages}
            onClick={() => onPageChange(current + 1)}
          >
            <Icon name="chevron-right" size={16} />
          </PageButton>
        </li>
      </Pages>
    </Root>
  );
}
