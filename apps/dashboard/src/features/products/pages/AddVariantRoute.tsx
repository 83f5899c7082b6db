import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useResource } from '../../../platform/data/use-resource';
import { productCopy } from '../copy';
import { toVariantInput } from '../form/product-schema';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { useFormPage } from '../form/use-form-page';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useProductRequests } from '../hooks/use-product-requests';
import type { ProductMatch } from '../product-types';
import { productMatchesRead } from '../products-queries';
import { listSearchPath, parsePresetProductId, type ProductApiVersion } from '../urls';
import { AddVariantPage } from './AddVariantPage';

const noMatches: ProductMatch[] = [];

function AddVariantRoute({ version }: { version: ProductApiVersion }) {
  const requests = useProductRequests(version);
  const [params] = useSearchParams();
  const page = useFormPage(requests, version);
  const idempotency = useIdempotencyKey();
  // Null until the form's first search: the picker asks once the seller pauses, as on every search.
  const [term, setTerm] = useState<string | null>(null);
  const found = useResource(
    requests && term !== null ? productMatchesRead(requests.scope, term) : null,
    { keepData: true },
  );
  return (
    <>
      <AddVariantPage
        productId={parsePresetProductId(params)}
        productOptions={found.status === 'error' ? noMatches : (found.data ?? noMatches)}
        onProductSearch={setTerm}
        {...page.form}
        onSubmit={async (values) => {
          if (!requests) return;
          const input = { productId: Number(values.productId), ...toVariantInput(values) };
          const created = await requests.addVariant(input, idempotency.keyFor(input));
          idempotency.succeeded();
          page.saved(productCopy.variantSaved, listSearchPath(version, created.name));
        }}
      />
      <UnsavedChangesGuard when={page.guard} />
    </>
  );
}

export function AddVariantV3Route() {
  return <AddVariantRoute version="v3" />;
}

export function AddVariantV2Route() {
  return <AddVariantRoute version="v2" />;
}
