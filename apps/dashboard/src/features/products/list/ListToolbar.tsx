import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Select, TextField, vars } from '@seller/design-system';
import { productCopy } from '../copy';
import { sortKeys, stockStatuses, type ListQuery, type SortKey, type StockStatusFilter } from './list-query';

export interface ListToolbarProps {
  /** The list state from the URL. */
  query: ListQuery;
  /** Stock status cannot be filtered on the multistock listing. */
  showStockStatus: boolean;
  onFilterChange: (change: Partial<Omit<ListQuery, 'page'>>) => void;
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) minmax(150px, 1fr) minmax(150px, 1fr);
  gap: ${vars.space['300']};

  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

const searchDelayMs = 350;

/** Search (debounced, so typing does not fire a call per key), stock status and sort. */
export function ListToolbar({ query, showStockStatus, onFilterChange }: ListToolbarProps) {
  const [text, setText] = useState(query.q);
  const latest = useRef(onFilterChange);
  latest.current = onFilterChange;

  // A new URL (back button, a notification) replaces what is in the box.
  useEffect(() => setText(query.q), [query.q]);

  useEffect(() => {
    if (text.trim() === query.q.trim()) return;
    const timer = setTimeout(() => latest.current({ q: text }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, query.q]);

  return (
    <Bar role="search">
      <TextField
        label={productCopy.searchLabel}
        hideLabel
        type="search"
        leadingIcon="search"
        placeholder={productCopy.searchPlaceholder}
        value={text}
        maxLength={255}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onFilterChange({ q: text });
        }}
      />
      {showStockStatus && (
        <Select
          label={productCopy.stockStatusLabel}
          hideLabel
          options={[
            { value: '', label: productCopy.stockStatusAll },
            ...stockStatuses.map((value) => ({ value, label: productCopy.stockStatus[value] })),
          ]}
          value={query.stockStatus ?? ''}
          onChange={(event) => {
            const value = stockStatuses.find((entry) => entry === event.target.value);
            onFilterChange({ stockStatus: (value ?? null) as StockStatusFilter | null });
          }}
        />
      )}
      <Select
        label={productCopy.sortLabel}
        hideLabel
        options={sortKeys.map((value) => ({ value, label: productCopy.sort[value] }))}
        value={query.sort}
        onChange={(event) => {
          const value = sortKeys.find((entry) => entry === event.target.value);
          if (value) onFilterChange({ sort: value as SortKey });
        }}
      />
    </Bar>
  );
}
