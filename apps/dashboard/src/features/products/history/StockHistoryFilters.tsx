import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, DateField, Select, below, vars } from '@seller/design-system';
import { checkDateRange } from '../../../platform/date-range';
import { stockHistoryCopy } from './stock-history-copy';
import { stockHistorySources, type StockHistorySource } from '../urls';

const copy = stockHistoryCopy;

export interface StockHistoryFilter {
  from: string | null;
  to: string | null;
  source: StockHistorySource | null;
}

export interface StockHistoryFiltersProps {
  filter: StockHistoryFilter;
  onFilterChange: (next: StockHistoryFilter) => void;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(140px, 1fr)) auto;
  align-items: end;
  gap: ${vars.space['300']};
  padding: ${vars.space['300']};
  background: ${vars.color.bgSurfaceSelected};
  border-radius: ${vars.radius['200']};
  ${below('phablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space['200']};
`;

/** The WIB days and the source, applied together; a refused range is never sent. */
export function StockHistoryFilters({ filter, onFilterChange }: StockHistoryFiltersProps) {
  const [draft, setDraft] = useState({ from: filter.from ?? '', to: filter.to ?? '' });
  const [source, setSource] = useState<StockHistorySource | ''>(filter.source ?? '');
  const [refused, setRefused] = useState<'from' | 'to' | 'order' | null>(null);
  // Reset empties the date fields, which keep their own text.
  const [resets, setResets] = useState(0);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDateRange(draft.from, draft.to);
    setRefused(checked.ok ? null : checked.refused);
    if (!checked.ok) return;
    onFilterChange({ from: checked.from, to: checked.to, source: source || null });
  };

  const reset = () => {
    setDraft({ from: '', to: '' });
    setSource('');
    setRefused(null);
    setResets((count) => count + 1);
    onFilterChange({ from: null, to: null, source: null });
  };

  const message = refused === 'order' ? copy.dateOrderError : copy.dateFormatError;
  const dateField = (key: 'from' | 'to', label: string, invalid: boolean) => (
    <DateField
      key={`${key}|${resets}`}
      label={label}
      value={filter[key]}
      onValueChange={() => undefined}
      onTextChange={(text) => setDraft((current) => ({ ...current, [key]: text }))}
      formatError={copy.dateFormatError}
      error={invalid ? message : undefined}
      hint={copy.dateHint}
    />
  );

  return (
    <Form onSubmit={apply} noValidate aria-label={copy.title}>
      {dateField('from', copy.fromLabel, refused === 'from' || refused === 'order')}
      {dateField('to', copy.toLabel, refused === 'to')}
      <Select
        label={copy.sourceLabel}
        options={[
          { value: '', label: copy.sourceAll },
          ...stockHistorySources.map((value) => ({ value, label: copy.sources[value] })),
        ]}
        value={source}
        onChange={(event) => setSource(event.target.value as StockHistorySource | '')}
      />
      <Actions>
        <Button type="submit" variant="primary">
          {copy.apply}
        </Button>
        <Button type="button" variant="secondary" onClick={reset}>
          {copy.reset}
        </Button>
      </Actions>
    </Form>
  );
}
