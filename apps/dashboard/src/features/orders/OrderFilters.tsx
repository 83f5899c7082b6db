import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, DateField, Select, TextField, vars } from '@seller/design-system';
import { ordersCopy } from './copy';
import { sortValues, type OrderQuery, type OrderSort } from './order-query';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space['300']};
  & > * {
    flex: 1 1 180px;
  }
`;

const Submit = styled.div`
  flex: 0 0 auto;
  display: flex;
  gap: ${vars.space['200']};
  padding-top: 22px;
`;

export interface OrderFiltersProps {
  query: OrderQuery;
  onChange: (change: Partial<OrderQuery>) => void;
  onReset: () => void;
}

function isSort(value: string): value is OrderSort {
  return (sortValues as readonly string[]).includes(value);
}

/**
 * Search, date range and sort. Dates apply as soon as both ends are valid YYYY-MM-DD and in
 * order; a reversed range is shown on the 'to' field and never sent.
 */
export function OrderFilters({ query, onChange, onReset }: OrderFiltersProps) {
  const [q, setQ] = useState(query.q);
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const reversed = from !== null && to !== null && from > to;

  const applyDates = (nextFrom: string | null, nextTo: string | null) => {
    if (nextFrom !== null && nextTo !== null && nextFrom > nextTo) return;
    if (nextFrom === query.from && nextTo === query.to) return;
    onChange({ from: nextFrom, to: nextTo });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };

  return (
    <Form role="search" aria-label={ordersCopy.searchLabel} onSubmit={submit}>
      <TextField
        label={ordersCopy.searchLabel}
        placeholder={ordersCopy.searchPlaceholder}
        leadingIcon="search"
        type="search"
        value={q}
        maxLength={255}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      <DateField
        label={ordersCopy.fromLabel}
        value={from}
        formatError={ordersCopy.dateFormatError}
        onValueChange={(value) => {
          setFrom(value);
          applyDates(value, to);
        }}
      />
      <DateField
        label={ordersCopy.toLabel}
        value={to}
        formatError={ordersCopy.dateFormatError}
        error={reversed ? ordersCopy.dateRangeError : undefined}
        onValueChange={(value) => {
          setTo(value);
          applyDates(from, value);
        }}
      />
      <Select
        label={ordersCopy.sortLabel}
        value={query.sort}
        options={sortValues.map((value) => ({ value, label: ordersCopy.sortOptions[value] }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSort(value)) onChange({ sort: value });
        }}
      />
      <Submit>
        <Button type="submit" leadingIcon="search">
          {ordersCopy.searchLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onReset}>
          {ordersCopy.resetFilters}
        </Button>
      </Submit>
    </Form>
  );
}
