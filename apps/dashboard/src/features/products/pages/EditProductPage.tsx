import { Button, EmptyState, Skeleton, Switch } from '@seller/design-system';
import { sellerMessage } from '../../../platform/server-field-error';
import { editOutboxCopy, productCopy } from '../copy';
import { FormNotice, FormPage } from '../form/form-styles';
import { ProductForm, type ProductFormProps } from '../form/ProductForm';
import type { EditProductValues } from '../form/product-schema';
import type { ProductDetail } from '../product-types';

/** An edit of this product kept in the outbox: waiting for the connection, or refused on replay. */
export interface KeptProductEdit {
  /** The outbox entry's id. */
  id: string;
  status: 'pending' | 'failed';
  /** The server's message when it refused the edit. */
  error?: string | undefined;
  /** The values the seller saved, shown again instead of the stored product. */
  values: EditProductValues;
}

export interface EditProductPageProps extends Omit<ProductFormProps, 'mode' | 'defaultValues'> {
  /** loading: the product is on its way; error: it could not be read, or the address names none. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | undefined;
  /** The stored product, once read. */
  product: ProductDetail | null;
  /** The activation switch as shown: the seller's last choice, else the stored state. */
  active: boolean;
  kept: KeptProductEdit | null;
  onRetry: () => void;
  onToggleActive: (isActive: boolean) => void;
  onAddVariant: () => void;
}

function storedValues(product: ProductDetail): EditProductValues {
  return {
    name: product.name,
    description: product.description,
    productTypeId: product.productTypeId === null ? '' : String(product.productTypeId),
    videoUrl: product.videoUrl ?? '',
    imageUrl: product.imageUrl,
  };
}

/** The seller changes a product's fields and switches it on or off (v3). */
export function EditProductPage({
  status,
  errorMessage,
  product,
  active,
  kept,
  onRetry,
  onToggleActive,
  onAddVariant,
  ...form
}: EditProductPageProps) {
  return (
    <FormPage>
      <h1>{productCopy.editTitle}</h1>
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
          <Switch
            checked={active}
            onCheckedChange={onToggleActive}
            label={productCopy.productActive}
            stateLabels={productCopy.stateLabels}
          />
          {kept && (
            <FormNotice role="status" data-status={kept.status}>
              {kept.status === 'failed'
                ? editOutboxCopy.refused(sellerMessage(kept.error ?? ''))
                : `${editOutboxCopy.waiting}. ${editOutboxCopy.waitingText}`}
            </FormNotice>
          )}
          <ProductForm
            // Starts again from the kept values when the outbox is read back (a reload), and from
            // the stored product once the kept edit has landed (its answer has a new updatedAt).
            key={kept?.id ?? `stored-${product.updatedAt}`}
            mode="edit"
            defaultValues={kept?.values ?? storedValues(product)}
            {...form}
          />
          <div>
            <Button variant="secondary" leadingIcon="plus" onClick={onAddVariant}>
              {productCopy.addVariant}
            </Button>
          </div>
        </>
      )}
    </FormPage>
  );
}
