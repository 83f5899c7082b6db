import { productCopy } from '../copy';
import { toProductInput, toVariantInput } from '../form/product-schema';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { useFormPage } from '../form/use-form-page';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useProductRequests } from '../hooks/use-product-requests';
import { useProductTypes } from '../hooks/use-product-types';
import { listNewestFirstPath, type ProductApiVersion } from '../urls';
import { CreateProductPage } from './CreateProductPage';

function CreateProductRoute({ version }: { version: ProductApiVersion }) {
  const requests = useProductRequests(version);
  const types = useProductTypes(requests);
  const page = useFormPage(requests, version);
  const idempotency = useIdempotencyKey();
  return (
    <>
      <CreateProductPage
        productTypes={types}
        {...page.form}
        onSubmit={async (values) => {
          if (!requests) return;
          const input = {
            ...toProductInput(values),
            variants: values.variants.map(toVariantInput),
          };
          await requests.createProduct(input, idempotency.keyFor(input));
          idempotency.succeeded();
          page.saved(productCopy.saved, listNewestFirstPath(version));
        }}
      />
      <UnsavedChangesGuard when={page.guard} />
    </>
  );
}

export function CreateProductV3Route() {
  return <CreateProductRoute version="v3" />;
}

export function CreateProductV2Route() {
  return <CreateProductRoute version="v2" />;
}
