import { useState, type FormEvent } from 'react';
import { Button, Select, TextField } from '@seller/design-system';
import { offlineCopy as copy } from '../copy';
import {
  dateRangeError,
  offlineSorts,
  type DateRangeError,
  type OfflineQuery,
  type OfflineSort,
} from '../urls';
import { FilterActions, Filters } from './OfflineListPage.styles';

export interface OfflineFiltersProps {
  query: OfflineQuery;
  onQueryChange: (next: Partial<OfflineQuery>) => void;
  onResetFilters: () => void;
}

/** The search and the date range, applied together; the sort applies at once. */
export function OfflineFilters({ query, onQueryChange, onResetFilters }: OfflineFiltersProps) {
  const [draft, setDraft] = useState({ q: query.q, from: query.from, to: query.to });
  const [rangeError, setRangeError] = useState<DateRangeError>(null);
  const dateMessage = rangeError === 'order' ? copy.dateOrderError : copy.dateFormatError;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const from = draft.from.trim();
    const to = draft.to.trim();
    const error = dateRangeError(from, to);
    setRangeError(error);
    // Refused input is never sent (§5: YYYY-MM-DD strictly).
    if (error) return;
    onQueryChange({ q: draft.q.trim(), from, to, page: 1 });
  };

  const reset = () => {
    setDraft({ q: '', from: '', to: '' });
    setRangeError(null);
    onResetFilters();
  };

  const dateField = (key: 'from' | 'to', label: string, invalid: boolean) => (
    <TextField
      label={label}
      placeholder="TTTT-BB-HH"
      inputMode="numeric"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={invalid ? dateMessage : undefined}
      hint={copy.dateHint}
      maxLength={10}
    />
  );

  return (
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
      {dateField('from', copy.fromLabel, rangeError === 'from' || rangeError === 'order')}
      {dateField('to', copy.toLabel, rangeError === 'to')}
      <Select
        label={copy.sortLabel}
        options={offlineSorts.map((sort) => ({ value: sort, label: copy.sorts[sort] }))}
        value={query.sortBy}
        onChange={(event) => onQueryChange({ sortBy: event.target.value as OfflineSort, page: 1 })}
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
  );
}
