import { useId } from 'react';
import { Button, Card, TextField, formatMoney } from '@seller/design-system';
import { offlineCopy as copy } from '../copy';
import type { SellableVariant } from '../offline-scope';
import { variantLabel } from '../sale-cart';
import {
  Alert,
  Failure,
  Muted,
  Result,
  ResultButton,
  Results,
  Stack,
} from './OfflineAddPage.styles';

export interface VariantSearchProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** Null before anything is typed; 'failed' when the search got no answer. */
  results: readonly SellableVariant[] | 'failed' | null;
  onRetrySearch: () => void;
  onAdd: (variant: SellableVariant) => void;
}

/** The search by name or SKU; Enter adds the first result in stock. */
export function VariantSearch({
  search,
  onSearchChange,
  results,
  onRetrySearch,
  onAdd,
}: VariantSearchProps) {
  const detailId = useId();
  return (
    <Card title={copy.searchVariantLabel} headingLevel={2}>
      <Stack>
        <TextField
          label={copy.searchVariantLabel}
          hideLabel
          type="search"
          placeholder={copy.searchVariantPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const first = Array.isArray(results) ? results.find((v) => v.stock > 0) : undefined;
            if (first) onAdd(first);
          }}
          maxLength={255}
          autoComplete="off"
        />
        {results === 'failed' ? (
          <Failure role="alert">
            <Alert $tone="danger">{copy.searchFailed}</Alert>
            <Button size="sm" variant="secondary" onClick={onRetrySearch}>
              {copy.retry}
            </Button>
          </Failure>
        ) : results === null ? null : results.length === 0 ? (
          <Muted role="status">{copy.searchNoResult}</Muted>
        ) : (
          <Results aria-label={copy.searchResultsLabel}>
            {results.map((variant) => {
              const id = `${detailId}-${variant.variantId}`;
              return (
                <Result key={variant.variantId}>
                  <ResultButton
                    type="button"
                    disabled={variant.stock < 1}
                    aria-label={copy.addVariant(variantLabel(variant))}
                    aria-describedby={`${id}-stock ${id}-price`}
                    onClick={() => onAdd(variant)}
                  >
                    {variantLabel(variant)}
                  </ResultButton>
                  <small id={`${id}-stock`}>
                    {variant.sku} ·{' '}
                    {variant.stock < 1 ? copy.outOfStock : copy.stockLabel(variant.stock)}
                  </small>
                  <strong id={`${id}-price`}>{formatMoney(variant.price)}</strong>
                </Result>
              );
            })}
          </Results>
        )}
      </Stack>
    </Card>
  );
}
