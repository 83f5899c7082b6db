import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Skeleton, TextField, vars } from '@seller/design-system';
import { productCopy } from '../copy';
import { FormPage } from '../form/form-styles';
import type { ProductMatch } from '../product-types';
import { detailPath, listPath, maxQueryLength } from '../urls';

export interface ProductFinderPageProps {
  /** loading: a search is on its way; error: it failed. */
  status: 'loading' | 'error' | 'ready';
  /** Message of the failed search. */
  errorMessage?: string | undefined;
  /** The products found for the last search, best matches first. */
  products: readonly ProductMatch[] | null;
  /** The search, once the seller pauses typing or presses Enter (trimmed). */
  onSearch: (term: string) => void;
  onRetry: () => void;
}

const searchDelayMs = 300;

const Results = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  list-style: none;

  li + li {
    border-top: 1px solid ${vars.color.borderDefault};
  }

  a {
    display: block;
    padding: ${vars.space['300']} ${vars.space['400']};
    color: ${vars.color.textDefault};
    overflow-wrap: anywhere;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: ${vars.color.bgSubtle};
    text-decoration: underline;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${vars.color.textSubdued};
`;

/** A product search whose results open the product's detail. */
export function ProductFinderPage({
  status,
  errorMessage,
  products,
  onSearch,
  onRetry,
}: ProductFinderPageProps) {
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [onSearch, text]);

  return (
    <FormPage>
      <h1>{productCopy.detailTitle}</h1>
      <Lead>{productCopy.detailFinderLead}</Lead>
      <TextField
        label={productCopy.detailFinderLabel}
        type="search"
        leadingIcon="search"
        placeholder={productCopy.detailFinderPlaceholder}
        value={text}
        maxLength={maxQueryLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
      />
      {status === 'loading' && <Skeleton shape="rect" height={160} />}
      {status === 'error' && (
        <EmptyState
          icon="error"
          title={productCopy.detailFinderFailed}
          text={errorMessage}
          action={<Button onClick={onRetry}>{productCopy.retry}</Button>}
        />
      )}
      {status === 'ready' && products?.length === 0 && (
        <EmptyState
          icon="search"
          title={productCopy.detailFinderEmpty}
          text={productCopy.detailMissingId}
          action={<Link to={listPath('v3')}>{productCopy.backToList}</Link>}
        />
      )}
      {status === 'ready' && products && products.length > 0 && (
        <Results aria-label={productCopy.detailFinderResults}>
          {products.map((product) => (
            <li key={product.id}>
              <Link to={detailPath(product.id)}>{product.name}</Link>
            </li>
          ))}
        </Results>
      )}
    </FormPage>
  );
}
