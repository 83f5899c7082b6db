import { useParams } from 'react-router-dom';
import { useResource } from '../../../platform/data/use-resource';
import { useProductQuestionsHref } from '../../discussion/use-product-questions-href';
import { useProductRequests } from '../hooks/use-product-requests';
import { useProductTypes } from '../hooks/use-product-types';
import { useStockHistory } from '../history/use-stock-history';
import { productRead } from '../products-queries';
import { parseProductId } from '../urls';
import { ProductDetailPage } from './ProductDetailPage';
import { ProductFinderRoute } from './ProductFinderRoute';

/** /detail-product/{id?}: read-only; without an id the seller searches a product to open. */
export function ProductDetailRoute() {
  const productId = parseProductId(useParams().id);
  const requests = useProductRequests('v3');
  const types = useProductTypes(requests);
  const loaded = useResource(
    requests && productId !== null ? productRead(requests.scope, productId) : null,
  );
  const product = loaded.status === 'success' ? loaded.data : null;
  const questionsHref = useProductQuestionsHref(product?.name ?? null);
  const stockHistory = useStockHistory(requests);

  if (productId === null) return <ProductFinderRoute requests={requests} />;
  return (
    <ProductDetailPage
      status={loaded.status === 'success' ? 'ready' : loaded.status}
      errorMessage={loaded.errorMessage ?? undefined}
      product={product}
      typeName={types.find((type) => type.id === product?.productTypeId)?.name ?? null}
      questionsHref={questionsHref}
      onRetry={loaded.retry}
      stockHistory={stockHistory}
    />
  );
}
