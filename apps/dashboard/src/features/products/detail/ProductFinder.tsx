import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@seller/api-types';
import { Button, EmptyState, Skeleton, TextField, vars } from '@seller/design-system';
import type { ProductRequests } from '../api/product-requests';
import { productCopy } from '../copy';
import { detailPath, listPath } from '../product-paths';

type Found =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; products: { id: number; name: string }[] };

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

/**
 * /detail-product without an id: the seller finds a product by name (the lookup call, best
 * matches first) and opens its detail. An empty box lists the first products by name.
 */
export function ProductFinder({ requests }: { requests: ProductRequests | null }) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Found>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    if (!requests) return;
    let current = true;
    setFound({ status: 'loading' });
    requests.findProducts(term).then(
      (products) => current && setFound({ status: 'ready', products }),
      (error: unknown) =>
        current &&
        setFound({ status: 'error', message: isApiError(error) ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [requests, term, attempt]);

  return (
    <>
      <h1>{productCopy.detailTitle}</h1>
      <Lead>{productCopy.detailFinderLead}</Lead>
      <TextField
        label={productCopy.detailFinderLabel}
        type="search"
        leadingIcon="search"
        placeholder={productCopy.detailFinderPlaceholder}
        value={text}
        maxLength={255}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setTerm(text.trim());
        }}
      />
      {found.status === 'loading' && <Skeleton shape="rect" height={160} />}
      {found.status === 'error' && (
        <EmptyState
          icon="error"
          title={productCopy.detailFinderFailed}
          text={found.message}
          action={
            <Button onClick={() => setAttempt((value) => value + 1)}>{productCopy.retry}</Button>
          }
        />
      )}
      {found.status === 'ready' && found.products.length === 0 && (
        <EmptyState
          icon="search"
          title={productCopy.detailFinderEmpty}
          text={productCopy.detailMissingId}
          action={<Link to={listPath('v3')}>{productCopy.backToList}</Link>}
        />
      )}
      {found.status === 'ready' && found.products.length > 0 && (
        <Results aria-label={productCopy.detailFinderResults}>
          {found.products.map((product) => (
            <li key={product.id}>
              <Link to={detailPath(product.id)}>{product.name}</Link>
            </li>
          ))}
        </Results>
      )}
    </>
  );
}
