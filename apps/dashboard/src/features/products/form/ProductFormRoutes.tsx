import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '@seller/api-types';
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
          toaster.show({ type: 'success', message: productCopy.saved });
          page.leaveAfterSave(listNewestFirst(version));
        }}
      />
      <UnsavedChangesGuard when={page.guard} />
    </FormPage>
  );
}

function AddVariantRoute({ version }: { version: ProductApiVersion }) {
  const requests = useProductRequests(version);
  const toaster = useToaster();
  const [params] = useSearchParams();
  const page = useFormPage();
  const idempotency = useIdempotencyKey();
  const findProducts = useCallback(
    (q: string) => (requests ? requests.findProducts(q) : Promise.resolve([])),
    [requests],
  );
  return (
    <FormPage>
      <h1>{productCopy.addVariantTitle}</h1>
      <AddVariantForm
        productId={params.get('productId') ?? undefined}
        findProducts={findProducts}
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
          toaster.show({ type: 'success', message: productCopy.variantSaved });
          page.leaveAfterSave(listWithSearch(version, created.name));
        }}
      />
      <UnsavedChangesGuard when={page.guard} />
    </FormPage>
  );
}

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; product: ProductDetail };

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
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [active, setActive] = useState<boolean | null>(null);
  const [attempt, setAttempt] = useState(0);
  const idempotency = useIdempotencyKey();
  const kept = useKeptEdit(productId);

  // A kept edit that lands on replay is now the stored product: the form starts from its answer.
  const onReplayed = useCallback(
    (outcome: OutboxOutcome) => {
      if (
        outcome.type !== 'landed' ||
        outcome.entry.kind !== productEditOutboxKind ||
        !outcome.entry.targets.includes(String(productId))
      )
        return;
      const product = (outcome.data as { data?: ProductDetail } | null)?.data;
      if (product) setLoaded({ status: 'ready', product });
    },
    [productId],
  );
  useOutboxOutcomes(onReplayed);

  useEffect(() => {
    if (!requests) return;
    if (!Number.isInteger(productId) || productId <= 0) {
      setLoaded({ status: 'error', message: productCopy.detailNotFound });
      return;
    }
    let current = true;
    setLoaded({ status: 'loading' });
    requests.getProduct(productId).then(
      (product) => {
        if (!current) return;
        setLoaded({ status: 'ready', product });
        setActive(product.isActive);
      },
      (error: unknown) =>
        current &&
        setLoaded({ status: 'error', message: isApiError(error) ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [requests, productId, attempt]);

  async function toggleActive(next: boolean) {
    if (!requests || active === null) return;
    const previous = active;
    setActive(next);
    try {
      await requests.setProductActivation([productId], next);
    } catch {
      setActive(previous);
      toaster.show({ type: 'error', message: productCopy.activationFailed });
    }
  }

  return (
    <FormPage>
      <h1>{productCopy.editTitle}</h1>
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
        <>
          <Switch
            checked={active ?? loaded.product.isActive}
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
            key={kept?.entry.id ?? `stored-${loaded.product.updatedAt}`}
            mode="edit"
            productTypes={types}
            defaultValues={
              kept?.values ?? {
                name: loaded.product.name,
                description: loaded.product.description,
                productTypeId:
                  loaded.product.productTypeId === null ? '' : String(loaded.product.productTypeId),
                videoUrl: loaded.product.videoUrl ?? '',
                imageUrl: loaded.product.imageUrl,
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
