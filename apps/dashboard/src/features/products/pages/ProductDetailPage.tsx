import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  Skeleton,
  TableScroll,
  formatMoney,
  formatNumber,
  vars,
} from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { discussionCopy } from '../../discussion/copy';
import { productCopy, stockHistoryCopy } from '../copy';
import { FormPage } from '../form/form-styles';
import { StockHistoryPanel, type StockHistoryPanelProps } from '../history/StockHistoryPanel';
import type { ProductDetail } from '../product-types';
import { detailPath, editPath, listPath, stockHistoryPath } from '../urls';

/** The open 'Riwayat stok' of one of the product's variants. */
export type DetailStockHistory = Omit<StockHistoryPanelProps, 'variantLabel' | 'closeHref'> & {
  variantId: number;
};

export interface ProductDetailPageProps {
  /** loading: the product is on its way; error: it could not be read. */
  status: 'loading' | 'error' | 'ready';
  /** Message of the failed read. */
  errorMessage?: string | undefined;
  /** The product with its variants, once read. */
  product: ProductDetail | null;
  /** Name of its product type, when known. */
  typeName: string | null;
  /** Link to the buyers' questions about this product; `null` when the brand has no discussion menu. */
  questionsHref?: string | null;
  onRetry: () => void;
  /** The variant's stock history the address asks for; null when none is open. */
  stockHistory?: DetailStockHistory | null;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${vars.space['300']};
  margin: 0;

  dt {
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size200};
  }

  dd {
    margin: 0;
    font-weight: ${vars.font.weightSemibold};
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['400']};
  align-items: flex-start;

  img {
    width: 96px;
    height: 96px;
    border-radius: ${vars.radius['200']};
    object-fit: cover;
  }

  h1 {
    margin: 0;
    font-size: ${vars.font.size700};
    overflow-wrap: anywhere;
  }

  p {
    margin: ${vars.space['100']} 0 0;
    white-space: pre-line;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;

  th,
  td {
    padding: ${vars.space['200']} ${vars.space['300']};
    border-top: 1px solid ${vars.color.borderDefault};
    text-align: left;
  }

  th {
    color: ${vars.color.textSubdued};
  }
`;

const activeLabel = (isActive: boolean) =>
  isActive ? productCopy.tabs.active : productCopy.tabs.inactive;

/** /detail-product/{id}: the product read-only, with its variants. */
export function ProductDetailPage({
  status,
  errorMessage,
  product,
  typeName,
  questionsHref = null,
  onRetry,
  stockHistory = null,
}: ProductDetailPageProps) {
  const historyVariant = product?.variants.find((v) => v.id === stockHistory?.variantId);
  return (
    <FormPage>
      {status === 'loading' && <Skeleton shape="rect" height={320} />}
      {status === 'error' && (
        <EmptyState
          icon="error"
          title={productCopy.detailNotFound}
          text={errorMessage}
          action={<Button onClick={onRetry}>{productCopy.retry}</Button>}
        />
      )}
      {product && (
        <>
          <Head>
            {product.imageUrl && <img src={product.imageUrl} alt={product.name} />}
            <div>
              <h1>{product.name}</h1>
              <p>{product.description}</p>
            </div>
          </Head>
          <Facts>
            {[
              [productCopy.detailStatus, activeLabel(product.isActive)],
              [productCopy.detailTotalStock, formatNumber(product.totalStock)],
              [productCopy.detailType, typeName ?? '–'],
              [productCopy.detailUpdated, formatServerTime(product.updatedAt)],
            ].map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Facts>
          <h2>{productCopy.detailVariants}</h2>
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{productCopy.variantName}</th>
                  <th scope="col">{productCopy.sku}</th>
                  <th scope="col">{productCopy.price}</th>
                  <th scope="col">{productCopy.stock}</th>
                  <th scope="col">{productCopy.detailStatus}</th>
                  <th scope="col">{stockHistoryCopy.title}</th>
                </tr>
              </thead>
              <tbody>
                {product.variants.map((variant) => (
                  <tr key={variant.id}>
                    <td>{variant.name}</td>
                    <td>{variant.sku}</td>
                    <td>{formatMoney(variant.price)}</td>
                    <td>{formatNumber(variant.stock)}</td>
                    <td>{activeLabel(variant.isActive)}</td>
                    <td>
                      <Link
                        to={stockHistoryPath(product.id, variant.id)}
                        aria-label={stockHistoryCopy.openFor(variant.name)}
                        aria-current={variant.id === stockHistory?.variantId ? 'true' : undefined}
                      >
                        {stockHistoryCopy.open}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          {stockHistory && (
            <StockHistoryPanel
              {...stockHistory}
              variantLabel={
                historyVariant
                  ? productCopy.variantLabel(product.name, historyVariant.name, historyVariant.sku)
                  : productCopy.variantFallback(stockHistory.variantId)
              }
              closeHref={detailPath(product.id)}
            />
          )}
          <p>
            <Link to={editPath(product.id)}>{productCopy.editProduct}</Link>
            {questionsHref ? (
              <>
                {' · '}
                <Link to={questionsHref}>{discussionCopy.viewQuestions}</Link>
              </>
            ) : null}
            {' · '}
            <Link to={listPath('v3')}>{productCopy.backToList}</Link>
          </p>
        </>
      )}
    </FormPage>
  );
}
