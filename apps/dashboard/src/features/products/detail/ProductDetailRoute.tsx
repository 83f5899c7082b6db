import { useParams } from 'react-router-dom';
import { Button, EmptyState, Skeleton } from '@seller/design-system';
import { useResource } from '../../../platform/data/use-resource';
import { useProductQuestionsHref } from '../../discussion/use-product-questions-href';
import { productCopy } from '../copy';
import { FormPage } from '../form/form-styles';
import { useProductTypes } from '../hooks/use-product-types';
import { useProductRequests } from '../hooks/use-product-requests';
import { productRead } from '../products-queries';
import { ProductDetailView } from './ProductDetailView';
import { ProductFinder } from './ProductFinder';

/** /detail-product/{id?}: read-only; without an id the seller searches a product to open. */
export function ProductDetailRoute() {
  const { id } = useParams();
  const productId = Number(id);
  const hasId = id !== undefined && Number.isInteger(productId) && productId > 0;
  const requests = useProductRequests('v3');
  const types = useProductTypes(requests);
  const loaded = useResource(requests && hasId ? productRead(requests.scope, productId) : null);
  const product = loaded.status === 'success' ? loaded.data : null;
  const questionsHref = useProductQuestionsHref(product?.name ?? null);

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
          text={loaded.errorMessage ?? undefined}
          action={<Button onClick={loaded.retry}>{productCopy.retry}</Button>}
        />
      )}
      {product && (
        <ProductDetailView
          product={product}
          typeName={types.find((type) => type.id === product.productTypeId)?.name ?? null}
          questionsHref={questionsHref}
        />
      )}
    </FormPage>
  );
}
