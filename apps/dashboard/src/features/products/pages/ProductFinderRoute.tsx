import { useState } from 'react';
import { useResource } from '../../../platform/data/use-resource';
import { productMatchesRead } from '../products-queries';
import type { ProductRequests } from '../products-writes';
import { ProductFinderPage } from './ProductFinderPage';

/**
 * /detail-product without an id, rendered by ProductDetailRoute on the same path: the seller
 * finds a product by name (the lookup call, best matches first) and opens its detail. An empty
 * box lists the first products by name.
 */
export function ProductFinderRoute({ requests }: { requests: ProductRequests | null }) {
  const [term, setTerm] = useState('');
  const found = useResource(requests ? productMatchesRead(requests.scope, term) : null);
  return (
    <ProductFinderPage
      status={found.status === 'success' ? 'ready' : found.status}
      errorMessage={found.errorMessage ?? undefined}
      products={found.data}
      onSearch={setTerm}
      onRetry={found.retry}
    />
  );
}
