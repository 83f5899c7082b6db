import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  DateField,
  Select,
  TextField,
  useChoiceAfterPaint,
  vars,
} from '@seller/design-system';
import { checkDateRange, type DateRangeRefusal } from '../../../platform/date-range';
import { ordersCopy } from '../copy';
import { isShipByFilter, isSort, shipByFilters, sortValues, type OrderQuery } from '../urls';

// The form is laid out by its own width (the sidebar takes 220, 60 or 0 px of the screen): one
// column on a phone, two columns from a tablet, one row on a wide screen.
// Each field keeps a label above it, so the buttons line up with the inputs beside them by padding.
const Room = styled.div`
  container-type: inline-size;
  margin-bottom: ${vars.space['300']};
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['300']};

  @container (min-width: 540px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* Five fields in a row once the search keeps room for a whole order code beside them. */
  @container (min-width: 1200px) {
    grid-template-columns:
      minmax(200px, 1fr) minmax(0, 320px) minmax(0, 170px) minmax(0, 200px)
      auto;
  }
`;

// The two ends of the range stay side by side down to a phone, where they read as one filter.
const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['300']};
`;

const Submit = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['200']};

  @container (min-width: 540px) {
    padding-top: 22px;
  }
`;

export interface OrderFiltersProps {
  query: OrderQuery;
  onChange: (change: Partial<OrderQuery>) => void;
  onReset: () => void;
}

/**
 * Search, date range, the ship-by window (applied at once, like the sort) and sort. Search and dates apply together on submit, checked by the one
 * date-range rule: a refused range shows its message and changes nothing (issue 41 #12).
 */
export function OrderFilters({ query, onChange, onReset }: OrderFiltersProps) {
  const [q, setQ] = useState(query.q);
  const [fromText, setFromText] = useState(query.from ?? '');
  const [toText, setToText] = useState(query.to ?? '');
  const [refused, setRefused] = useState<DateRangeRefusal | null>(null);
  // The order shows at once; the list is asked for after the frame that shows it.
  const [sort, chooseSort] = useChoiceAfterPaint(query.sort, (choice) =>
    onChange({ sort: choice }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = checkDateRange(fromText, toText);
    if (!range.ok) {
      setRefused(range.refused);
      return;
    }
    setRefused(null);
    onChange({ q: q.trim(), from: range.from, to: range.to });
  };

  const fieldError = (end: 'from' | 'to'): string | undefined => {
    if (refused === end) return ordersCopy.dateFormatError;
    if (refused === 'order' && end === 'to') return ordersCopy.dateRangeError;
    return undefined;
  };

  return (
    <Room>
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
        <Dates>
          <DateField
            label={ordersCopy.fromLabel}
            value={query.from}
            formatError={ordersCopy.dateFormatError}
            error={fieldError('from')}
            onValueChange={() => undefined}
            onTextChange={setFromText}
          />
          <DateField
            label={ordersCopy.toLabel}
            value={query.to}
            formatError={ordersCopy.dateFormatError}
            error={fieldError('to')}
            onValueChange={() => undefined}
            onTextChange={setToText}
          />
        </Dates>
        <Select
          label={ordersCopy.shipByLabel}
          value={query.shipBy ?? 'all'}
          options={[
            { value: 'all', label: ordersCopy.shipByOptions.all },
            ...shipByFilters.map((value) => ({ value, label: ordersCopy.shipByOptions[value] })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ shipBy: isShipByFilter(value) ? value : null, page: 1 });
          }}
        />
        <Select
          label={ordersCopy.sortLabel}
          value={sort}
          options={sortValues.map((value) => ({ value, label: ordersCopy.sortOptions[value] }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isSort(value)) chooseSort(value);
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
    </Room>
  );
}
