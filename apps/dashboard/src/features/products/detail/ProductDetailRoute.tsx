import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isApiError } from '@seller/api-types';
import { Button, EmptyState, Skeleton } from '@seller/design-system';
import { useProductQuestionsHref } from '../../discussion/use-product-questions-href';
import { productCopy } from '../copy';
import type { ProductDetail } from '../api/product-types';
import { FormPage } from '../form/form-styles';
import { useProductTypes } from '../hooks/use-product-types';
import { useProductRequests } from '../hooks/use-product-requests';
import { ProductDetailView } from './ProductDetailView';
import { ProductFinder } from './ProductFinder';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: ProductDetail };

/** /detail-product/{id?}: read-only; without an id the seller searches a product to open. */
export function ProductDetailRoute() {
  const { id } = useParams();
  const productId = Number(id);
  const hasId = id !== undefined && Number.isInteger(productId) && productId > 0;
  const requests = useProductRequests('v3');
  const types = useProductTypes(requests);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const questionsHref = useProductQuestionsHref(
    loaded.status === 'ready' ? loaded.product.name : null,
  );

  useEffect(() => {
    if (!requests || !hasId) return;
    let current = true;
    setLoaded({ status: 'loading' });
    requests.getProduct(productId).then(
      (product) => current && setLoaded({ status: 'ready', product }),
      (error: unknown) =>
        current &&
        setLoaded({ status: 'error', message: isApiError(error) ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [requests, hasId, productId, attempt]);

  if (!hasId) {
    return (
      <FormPage>
        <ProductFinder requests={requests} />
      </FormPage>
    );
  }

  return (
    <FormPage>
      {loaded.status === 'loading' && <Skeleton shape="rect" height={320} />}
      {loaded.status === 'error' && (
        <EmptyState
          icon="error"
          title={productCopy.detailNotFound}
          text={loaded.message}
          action={
            <Button onClick={() => setAttempt((value) => value + 1)}>{productCopy.retry}</Button>
          }
        />
      )}
      {loaded.status === 'ready' && (
        <ProductDetailView
          product={loaded.product}
          typeName={types.find((type) => type.id === loaded.product.productTypeId)?.name ?? null}
          questionsHref={questionsHref}
        />
      )}
    </FormPage>
  );
}
