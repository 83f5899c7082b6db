import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Select,
  TextField,
  useChoiceAfterPaint,
  vars,
  type SelectOption,
} from '@seller/design-system';
import { productListCopy } from './list-copy';
import { maxQueryLength, sortKeys, stockStatuses, type ListQuery } from '../urls';

export interface ListToolbarProps {
  /** The list state from the URL. */
  query: ListQuery;
  /** Stock status cannot be filtered on the multistock listing. */
  showStockStatus: boolean;
  /** Product type choices, tree-ordered (see productTypeOptions); empty until they arrive. */
  productTypes: readonly SelectOption[];
  onFilterChange: (change: Partial<Omit<ListQuery, 'page'>>) => void;
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) repeat(auto-fit, minmax(150px, 1fr));
  gap: ${vars.space['300']};

  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

const searchDelayMs = 350;

/** The chosen type stays selectable (by number) while the types load or if the call failed. */
function withChosenType(options: readonly SelectOption[], chosen: number | null): SelectOption[] {
  if (chosen === null || options.some((option) => option.value === String(chosen)))
    return [...options];
  return [
    ...options,
    { value: String(chosen), label: productListCopy.productTypeSelected(chosen) },
  ];
}

/** Search (debounced, so typing does not fire a call per key), stock status, product type and sort. */
export function ListToolbar({
  query,
  showStockStatus,
  productTypes,
  onFilterChange,
}: ListToolbarProps) {
  const [text, setText] = useState(query.q);
  const latest = useRef(onFilterChange);
  latest.current = onFilterChange;

  // Each choice shows at once; the list is asked for after the frame that shows it.
  const [stockStatus, chooseStockStatus] = useChoiceAfterPaint(query.stockStatus, (choice) =>
    onFilterChange({ stockStatus: choice }),
  );
  const [productTypeId, chooseProductType] = useChoiceAfterPaint(query.productTypeId, (choice) =>
    onFilterChange({ productTypeId: choice }),
  );
  const [sort, chooseSort] = useChoiceAfterPaint(query.sort, (choice) =>
    onFilterChange({ sort: choice }),
  );

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
        label={productListCopy.searchLabel}
        hideLabel
        type="search"
        leadingIcon="search"
        placeholder={productListCopy.searchPlaceholder}
        value={text}
        maxLength={maxQueryLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onFilterChange({ q: text });
        }}
      />
      {showStockStatus && (
        <Select
          label={productListCopy.stockStatusLabel}
          hideLabel
          options={[
            { value: '', label: productListCopy.stockStatusAll },
            ...stockStatuses.map((value) => ({ value, label: productListCopy.stockStatus[value] })),
          ]}
          value={stockStatus ?? ''}
          onChange={(event) => {
            const value = stockStatuses.find((entry) => entry === event.target.value);
            chooseStockStatus(value ?? null);
          }}
        />
      )}
      <Select
        label={productListCopy.productTypeFilterLabel}
        hideLabel
        options={[
          { value: '', label: productListCopy.productTypeAll },
          ...withChosenType(productTypes, productTypeId),
        ]}
        value={productTypeId === null ? '' : String(productTypeId)}
        onChange={(event) => {
          const id = Number(event.target.value);
          chooseProductType(event.target.value !== '' && Number.isInteger(id) ? id : null);
        }}
      />
      <Select
        label={productListCopy.sortLabel}
        hideLabel
        options={sortKeys.map((value) => ({ value, label: productListCopy.sort[value] }))}
        value={sort}
        onChange={(event) => {
          const value = sortKeys.find((entry) => entry === event.target.value);
          if (value) chooseSort(value);
        }}
      />
    </Bar>
  );
}
