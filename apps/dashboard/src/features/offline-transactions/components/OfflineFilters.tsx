import { useState, type FormEvent } from 'react';
import { Button, DateField, Select, TextField } from '@seller/design-system';
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
  // Reset empties the date fields, which keep their own text.
  const [resets, setResets] = useState(0);
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
    setResets((count) => count + 1);
    onResetFilters();
  };

  // The design system's date field, as on every other list: YYYY-MM-DD, dashes typed for the
  // seller; the draft keeps its text so 'Terapkan' checks what was typed, not a parsed guess.
  const dateField = (key: 'from' | 'to', label: string, invalid: boolean) => (
    <DateField
      key={`${key}|${resets}`}
      label={label}
      value={query[key] || null}
      onValueChange={() => undefined}
      onTextChange={(text) => setDraft((current) => ({ ...current, [key]: text }))}
      formatError={copy.dateFormatError}
      error={invalid ? dateMessage : undefined}
      hint={copy.dateHint}
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
        onChange={(event) => {
          const q = event.target.value;
          setDraft((current) => ({ ...current, q }));
        }}
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
