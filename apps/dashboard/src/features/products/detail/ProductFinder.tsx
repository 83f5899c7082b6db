import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Skeleton, TextField, vars } from '@seller/design-system';
import { useResource } from '../../../platform/data/use-resource';
import type { ProductRequests } from '../api/product-requests';
import { productCopy } from '../copy';
import { detailPath, listPath } from '../product-paths';
import { productMatchesRead } from '../products-queries';

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
  const found = useResource(requests ? productMatchesRead(requests.scope, term) : null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

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
          text={found.errorMessage ?? undefined}
          action={<Button onClick={found.retry}>{productCopy.retry}</Button>}
        />
      )}
      {found.status === 'success' && found.data?.length === 0 && (
        <EmptyState
          icon="search"
          title={productCopy.detailFinderEmpty}
          text={productCopy.detailMissingId}
          action={<Link to={listPath('v3')}>{productCopy.backToList}</Link>}
        />
      )}
      {found.status === 'success' && found.data && found.data.length > 0 && (
        <Results aria-label={productCopy.detailFinderResults}>
          {found.data.map((product) => (
            <li key={product.id}>
              <Link to={detailPath(product.id)}>{product.name}</Link>
            </li>
          ))}
        </Results>
      )}
    </>
  );
}
