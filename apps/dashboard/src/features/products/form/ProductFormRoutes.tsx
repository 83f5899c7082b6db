import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '@seller/api-types';
import { Button, EmptyState, Skeleton, Switch, useToaster } from '@seller/design-system';
import { productCopy } from '../copy';
import type { ProductDetail } from '../api/product-types';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useProductRequests } from '../hooks/use-product-requests';
import { useProductTypes } from '../hooks/use-product-types';
import { addVariantPath, listPath, type ProductApiVersion } from '../product-paths';
import { AddVariantForm } from './AddVariantForm';
import { FormPage } from './form-styles';
import { ProductForm } from './ProductForm';
import { toProductInput, toVariantInput } from './product-schema';
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
        uploadImage={(file) => (requests ? requests.uploadImage(file) : Promise.reject(new Error('no brand')))}
        onSubmit={async (values) => {
          if (!requests) return;
          const input = { ...toProductInput(values), variants: values.variants.map(toVariantInput) };
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
        uploadImage={(file) => (requests ? requests.uploadImage(file) : Promise.reject(new Error('no brand')))}
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

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; product: ProductDetail };

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
      (error: unknown) => current && setLoaded({ status: 'error', message: isApiError(error) ? error.message : String(error) }),
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
          action={<Button onClick={() => setAttempt((value) => value + 1)}>{productCopy.retry}</Button>}
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
          <ProductForm
            mode="edit"
            productTypes={types}
            defaultValues={{
              name: loaded.product.name,
              description: loaded.product.description,
              productTypeId: loaded.product.productTypeId === null ? '' : String(loaded.product.productTypeId),
              videoUrl: loaded.product.videoUrl ?? '',
              imageUrl: loaded.product.imageUrl,
            }}
            onDirtyChange={page.onDirtyChange}
            onCancel={() => page.navigate(listPath(version))}
            uploadImage={(file) => (requests ? requests.uploadImage(file) : Promise.reject(new Error('no brand')))}
            onSubmit={async (values) => {
              if (!requests) return;
              await requests.updateProduct(productId, toProductInput(values));
              toaster.show({ type: 'success', message: productCopy.saved });
              page.leaveAfterSave(listPath(version));
            }}
          />
          <div>
            <Button variant="secondary" leadingIcon="plus" onClick={() => page.navigate(addVariantPath(version, productId))}>
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
