import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney, formatNumber, vars } from '@seller/design-system';
import { formatServerTime } from '../../../platform/datetime';
import { discussionCopy } from '../../discussion/copy';
import { productCopy } from '../copy';
import type { ProductDetail } from '../api/product-types';
import { editPath, listPath } from '../product-paths';

export interface ProductDetailViewProps {
  /** The product with its variants. */
  product: ProductDetail;
  /** Name of its product type, when known. */
  typeName: string | null;
  /** Link to the buyers' questions about this product; `null` when the brand has no discussion menu. */
  questionsHref?: string | null;
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

const Wrap = styled.div`
  overflow-x: auto;
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

/** Read-only product detail with its variants. */
export function ProductDetailView({
  product,
  typeName,
  questionsHref = null,
}: ProductDetailViewProps) {
  return (
    <>
      <Head>
        {product.imageUrl && <img src={product.imageUrl} alt={product.name} />}
        <div>
          <h1>{product.name}</h1>
          <p>{product.description}</p>
        </div>
      </Head>
      <Facts>
        <div>
          <dt>{productCopy.detailStatus}</dt>
          <dd>{product.isActive ? productCopy.tabs.active : productCopy.tabs.inactive}</dd>
        </div>
        <div>
          <dt>{productCopy.detailTotalStock}</dt>
          <dd>{formatNumber(product.totalStock)}</dd>
        </div>
        <div>
          <dt>{productCopy.detailType}</dt>
          <dd>{typeName ?? '–'}</dd>
        </div>
        <div>
          <dt>{productCopy.detailUpdated}</dt>
          <dd>{formatServerTime(product.updatedAt)}</dd>
        </div>
      </Facts>
      <h2>{productCopy.detailVariants}</h2>
      <Wrap>
        <Table>
          <thead>
            <tr>
              <th scope="col">{productCopy.variantName}</th>
              <th scope="col">{productCopy.sku}</th>
              <th scope="col">{productCopy.price}</th>
              <th scope="col">{productCopy.stock}</th>
              <th scope="col">{productCopy.detailStatus}</th>
            </tr>
          </thead>
          <tbody>
            {product.variants.map((variant) => (
              <tr key={variant.id}>
                <td>{variant.name}</td>
                <td>{variant.sku}</td>
                <td>{formatMoney(variant.price)}</td>
                <td>{formatNumber(variant.stock)}</td>
                <td>{variant.isActive ? productCopy.tabs.active : productCopy.tabs.inactive}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Wrap>
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
  );
}
