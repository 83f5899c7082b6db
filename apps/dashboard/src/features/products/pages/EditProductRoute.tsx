import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useToaster } from '@seller/design-system';
import { useResource } from '../../../platform/data/use-resource';
import { useOutboxEntries, useOutboxOutcomes, type OutboxOutcome } from '../../../platform/outbox';
import { SessionContext } from '../../session/session-context';
import { editOutboxCopy, productCopy } from '../copy';
import { toProductInput, type EditProductValues } from '../form/product-schema';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { useFormPage } from '../form/use-form-page';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useProductRequests } from '../hooks/use-product-requests';
import { useProductTypes } from '../hooks/use-product-types';
import type { ProductDetail } from '../product-types';
import { productRead, refreshProductList, showStoredProduct } from '../products-queries';
import { productEditOutboxKind } from '../products-writes';
import { addVariantPath, listPath, parseProductId, type ProductApiVersion } from '../urls';
import { EditProductPage, type KeptProductEdit } from './EditProductPage';

/** What a kept edit stores to fill the form again after a reload. */
interface ProductEditMeta {
  values: EditProductValues;
}

function keptValues(meta: unknown): EditProductValues | null {
  const values = (meta as Partial<ProductEditMeta> | null | undefined)?.values;
  return values && typeof values === 'object' && typeof values.name === 'string' ? values : null;
}

/**
 * The latest edit of this product kept in the outbox (waiting, or refused on replay), for this
 * brand and user: the form shows its values and says it waits instead of the stored product.
 */
function useKeptEdit(productId: number | null): KeptProductEdit | null {
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
  return entry && values
    ? { id: entry.id, status: entry.status, error: entry.error, values }
    : null;
}

function EditProductRoute() {
  const version: ProductApiVersion = 'v3';
  const productId = parseProductId(useParams().id);
  const requests = useProductRequests(version);
  const toaster = useToaster();
  const types = useProductTypes(requests);
  const page = useFormPage(requests, version);
  const stored = useResource(
    requests && productId !== null ? productRead(requests.scope, productId) : null,
  );
  const product = stored.status === 'success' ? stored.data : null;
  // An address without a product id has nothing to ask for (with a brand chosen, it is an error).
  const missing = requests !== null && productId === null;
  // The switch as the seller set it, for the product it was set on; else the stored state.
  const [switched, setSwitched] = useState<{ id: number; isActive: boolean } | null>(null);
  const active =
    switched !== null && switched.id === productId ? switched.isActive : product?.isActive;
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
    if (!requests || !product || productId === null) return;
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
    <>
      <EditProductPage
        status={missing ? 'error' : stored.status === 'success' ? 'ready' : stored.status}
        errorMessage={missing ? productCopy.detailNotFound : (stored.errorMessage ?? undefined)}
        product={product}
        active={active ?? false}
        kept={kept}
        productTypes={types}
        onRetry={stored.retry}
        onToggleActive={(next) => void toggleActive(next)}
        onAddVariant={() => productId !== null && page.navigate(addVariantPath(version, productId))}
        {...page.form}
        onSubmit={async (values) => {
          if (!requests || productId === null) return;
          const input = toProductInput(values);
          const { name, description, productTypeId, videoUrl, imageUrl } = values;
          const meta: ProductEditMeta = {
            values: { name, description, productTypeId, videoUrl, imageUrl },
          };
          const saved = await requests.updateProduct(productId, input, {
            idempotencyKey: idempotency.keyFor(input),
            label: editOutboxCopy.label(input.name),
            meta,
          });
          // Sent or kept, this save is done: the outbox owns a kept one with its key.
          idempotency.succeeded();
          if (saved === 'queued') return 'kept';
          page.saved(productCopy.saved, listPath(version));
        }}
      />
      <UnsavedChangesGuard when={page.guard} />
    </>
  );
}

export function EditProductV3Route() {
  return <EditProductRoute />;
}
