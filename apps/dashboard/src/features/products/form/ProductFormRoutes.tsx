import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useResource } from '../../../platform/data/use-resource';
import { useOutboxEntries, useOutboxOutcomes, type OutboxOutcome } from '../../../platform/outbox';
import { SessionContext } from '../../session/session-context';
import { Button, EmptyState, Skeleton, Switch, useToaster } from '@seller/design-system';
import { productCopy } from '../copy';
import { productEditOutboxKind } from '../api/product-requests';
import type { ProductDetail } from '../api/product-types';
import { editOutboxCopy } from '../copy';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useProductRequests } from '../hooks/use-product-requests';
import { useProductTypes } from '../hooks/use-product-types';
import { addVariantPath, listPath, type ProductApiVersion } from '../product-paths';
import {
  productMatchesRead,
  productRead,
  refreshProductList,
  showStoredProduct,
  type ProductMatch,
} from '../products-queries';
import { AddVariantForm } from './AddVariantForm';
import { FormNotice, FormPage } from './form-styles';
import { ProductForm } from './ProductForm';
import { toProductInput, toVariantInput, type CreateProductValues } from './product-schema';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useFormPage } from './use-form-page';

function listWithSearch(version: ProductApiVersion, q: string): string {
  return `${listPath(version)}?${new URLSearchParams({ q }).toString()}`;
}

/** The list on its first page, newest first, where a product just created sits on top. */
function listNewestFirst(version: ProductApiVersion): string {
  return `${listPath(version)}?page=1`;
}

function CreateProductRoute({ version }: { version: ProductApiVersion }) {
  const requests = useProductRequests(version);
  const toaster = useToaster();
  const types = useProductTypes(requests);
  const page = useFormPage();
  const idempotency = useIdempotencyKey();
  return (
    <FormPage>
      <h1>{productCopy.createTitle}</h1>
      <ProductForm
        mode="create"
        productTypes={types}
        onDirtyChange={page.onDirtyChange}
        onCancel={() => page.navigate(listPath(version))}
        uploadImage={(file) =>
          requests ? requests.uploadImage(file) : Promise.reject(new Error('no brand'))
        }
        onSubmit={async (values) => {
          if (!requests) return;
          const input = {
            ...toProductInput(values),
            variants: values.variants.map(toVariantInput),
          };
          await requests.createProduct(input, idempotency.keyFor(input));
          idempotency.succeeded();
          void refreshProductList(requests.scope);
          toaster.show({ type: 'success', message: productCopy.saved });
          page.leaveAfterSave(listNewestFirst(version));
        }}
      />
      <UnsavedChangesGuard when={page.guard} />
    </FormPage>
  );
}

const noMatches: ProductMatch[] = [];

function AddVariantRoute({ version }: { version: ProductApiVersion }) {
  const requests = useProductRequests(version);
  const toaster = useToaster();
  const [params] = useSearchParams();
  const page = useFormPage();
  const idempotency = useIdempotencyKey();
  // Null until the form's first search: the picker asks once the seller pauses, as on every search.
  const [term, setTerm] = useState<string | null>(null);
  const found = useResource(
    requests && term !== null ? productMatchesRead(requests.scope, term) : null,
    { keepData: true },
  );
  const productOptions = found.status === 'error' ? noMatches : (found.data ?? noMatches);
  return (
    <FormPage>
      <h1>{productCopy.addVariantTitle}</h1>
      <AddVariantForm
        productId={params.get('productId') ?? undefined}
        productOptions={productOptions}
        onProductSearch={setTerm}
        onDirtyChange={page.onDirtyChange}
        onCancel={() => page.navigate(listPath(version))}
        uploadImage={(file) =>
          requests ? requests.uploadImage(file) : Promise.reject(new Error('no brand'))
        }
        onSubmit={async (values) => {
          if (!requests) return;
          const input = { productId: Number(values.productId), ...toVariantInput(values) };
          const created = await requests.addVariant(input, idempotency.keyFor(input));
          idempotency.succeeded();
          void refreshProductList(requests.scope);
          toaster.show({ type: 'success', message: productCopy.variantSaved });
          page.leaveAfterSave(listWithSearch(version, created.name));
        }}
      />
      <UnsavedChangesGuard when={page.guard} />
    </FormPage>
  );
}

/** The product fields of the edit form, as a kept edit stores them to fill the form after a reload. */
type EditFields = Pick<
  CreateProductValues,
  'name' | 'description' | 'productTypeId' | 'videoUrl' | 'imageUrl'
>;

interface ProductEditMeta {
  values: EditFields;
}

function keptValues(meta: unknown): EditFields | null {
  const values = (meta as Partial<ProductEditMeta> | null | undefined)?.values;
  return values && typeof values === 'object' && typeof values.name === 'string' ? values : null;
}

/**
 * The latest edit of this product kept in the outbox (waiting, or refused on replay), for this
 * brand and user: the form shows its values and says it waits instead of the stored product.
 */
function useKeptEdit(productId: number) {
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  // A null filter would match every user's entries; -1 matches none.
  const entries = useOutboxEntries({
    kind: productEditOutboxKind,
    brandId: Number(brandId),
    userId: userId === null ? -1 : Number(userId),
  });
  const entry = entries.filter((candidate) => candidate.targets.includes(String(productId))).at(-1);
  const values = entry ? keptValues(entry.meta) : null;
  return entry && values ? { entry, values } : null;
}

function EditProductRoute() {
  const version: ProductApiVersion = 'v3';
  const { id } = useParams();
  const productId = Number(id);
  const requests = useProductRequests(version);
  const toaster = useToaster();
  const types = useProductTypes(requests);
  const page = useFormPage();
  const validId = Number.isInteger(productId) && productId > 0;
  const stored = useResource(requests && validId ? productRead(requests.scope, productId) : null);
  const product = stored.status === 'success' ? stored.data : null;
  // An address without a product id has nothing to ask for (with a brand chosen, it is an error).
  const missing = requests !== null && !validId;
  // The switch as the seller set it, for the product it was set on; else the stored state.
  const [switched, setSwitched] = useState<{ id: number; isActive: boolean } | null>(null);
  const active = switched?.id === productId ? switched.isActive : (product?.isActive ?? null);
  const idempotency = useIdempotencyKey();
  const kept = useKeptEdit(productId);

  // A kept edit that lands on replay is now the stored product: the form starts from its answer.
  const onReplayed = useCallback(
    (outcome: OutboxOutcome) => {
      if (
        !requests ||
        outcome.type !== 'landed' ||
        outcome.entry.kind !== productEditOutboxKind ||
        !outcome.entry.targets.includes(String(productId))
      )
        return;
      const answer = (outcome.data as { data?: ProductDetail } | null)?.data;
      if (answer) showStoredProduct(requests.scope, answer);
      void refreshProductList(requests.scope);
    },
    [productId, requests],
  );
  useOutboxOutcomes(onReplayed);

  async function toggleActive(next: boolean) {
    if (!requests || !product) return;
    const previous = active ?? product.isActive;
    setSwitched({ id: productId, isActive: next });
    try {
      await requests.setProductActivation([productId], next);
      // The list only: the product under the form stays as it was opened.
      void refreshProductList(requests.scope);
    } catch {
      setSwitched({ id: productId, isActive: previous });
      toaster.show({ type: 'error', message: productCopy.activationFailed });
    }
  }

  return (
    <FormPage>
      <h1>{productCopy.editTitle}</h1>
      {stored.status === 'loading' && !missing && <Skeleton shape="rect" height={320} />}
      {(stored.status === 'error' || missing) && (
        <EmptyState
          icon="error"
          title={productCopy.detailNotFound}
          text={missing ? productCopy.detailNotFound : (stored.errorMessage ?? undefined)}
          action={<Button onClick={stored.retry}>{productCopy.retry}</Button>}
        />
      )}
      {product && (
        <>
          <Switch
            checked={active ?? product.isActive}
            onCheckedChange={(next) => void toggleActive(next)}
            label={productCopy.productActive}
            stateLabels={productCopy.stateLabels}
          />
          {kept && (
            <FormNotice role="status" data-status={kept.entry.status}>
              {kept.entry.status === 'failed'
                ? editOutboxCopy.refused(kept.entry.error ?? '')
                : `${editOutboxCopy.waiting}. ${editOutboxCopy.waitingText}`}
            </FormNotice>
          )}
          <ProductForm
            // Starts again from the kept values when the outbox is read back (a reload), and from
            // the stored product once the kept edit has landed (its answer has a new updatedAt).
            key={kept?.entry.id ?? `stored-${product.updatedAt}`}
            mode="edit"
            productTypes={types}
            defaultValues={
              kept?.values ?? {
                name: product.name,
                description: product.description,
                productTypeId: product.productTypeId === null ? '' : String(product.productTypeId),
                videoUrl: product.videoUrl ?? '',
                imageUrl: product.imageUrl,
              }
            }
            onDirtyChange={page.onDirtyChange}
            onCancel={() => page.navigate(listPath(version))}
            uploadImage={(file) =>
              requests ? requests.uploadImage(file) : Promise.reject(new Error('no brand'))
            }
            onSubmit={async (values) => {
              if (!requests) return;
              const input = toProductInput(values);
              const fields: EditFields = {
                name: values.name,
                description: values.description,
                productTypeId: values.productTypeId,
                videoUrl: values.videoUrl,
                imageUrl: values.imageUrl,
              };
              const meta: ProductEditMeta = { values: fields };
              const saved = await requests.updateProduct(productId, input, {
                idempotencyKey: idempotency.keyFor(input),
                label: editOutboxCopy.label(input.name),
                meta,
              });
              // Sent or kept, this save is done: the outbox owns a kept one with its key.
              idempotency.succeeded();
              if (saved === 'queued') return 'kept';
              void refreshProductList(requests.scope);
              toaster.show({ type: 'success', message: productCopy.saved });
              page.leaveAfterSave(listPath(version));
            }}
          />
          <div>
            <Button
              variant="secondary"
              leadingIcon="plus"
              onClick={() => page.navigate(addVariantPath(version, productId))}
            >
              {productCopy.addVariant}
            </Button>
          </div>
        </>
      )}
      <UnsavedChangesGuard when={page.guard} />
    </FormPage>
  );
}

export function CreateProductV3Route() {
  return <CreateProductRoute version="v3" />;
}

export function CreateProductV2Route() {
  return <CreateProductRoute version="v2" />;
}

export function AddVariantV3Route() {
  return <AddVariantRoute version="v3" />;
}

export function AddVariantV2Route() {
  return <AddVariantRoute version="v2" />;
}

export function EditProductV3Route() {
  return <EditProductRoute />;
}
