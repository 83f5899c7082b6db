import type { ServerFieldCandidate } from '../../../platform/server-field-error';
import { productCopy } from '../copy';
import type { CreateProductValues, VariantFields } from './product-schema';

type VariantKey = 'name' | 'sku' | 'price' | 'stock';

const variantLabels: Record<VariantKey, string> = {
  name: productCopy.variantName,
  sku: productCopy.sku,
  price: productCopy.price,
  stock: productCopy.stock,
};

/**
 * The variant fields a rejected save may name, by contract key, by its path in the body
 * (`bodyPrefix`, e.g. 'variants[1].') or by the label the seller sees; the label is what the
 * message shows in place of the key. The typed SKU goes along so a message quoting it picks the
 * right row of several.
 */
export function variantFieldCandidates<Prefix extends string>(
  prefix: Prefix,
  values: Pick<VariantFields, VariantKey>,
  bodyPrefix = '',
): ServerFieldCandidate<`${Prefix}${VariantKey}`>[] {
  const keys: VariantKey[] = ['name', 'sku', 'price', 'stock'];
  const typed: Partial<Record<VariantKey, string>> = { name: values.name, sku: values.sku };
  return keys.map((key) => ({
    path: `${prefix}${key}`,
    // In a create the bare key is the product's own ('name'); a row is named by its path.
    names: [bodyPrefix ? `${bodyPrefix}${key}` : key, variantLabels[key]],
    label: variantLabels[key],
    ...(typed[key] !== undefined ? { value: typed[key] } : {}),
  }));
}

/** The product fields of the create and edit form, then every variant row of a create. */
export function productFieldCandidates(values: CreateProductValues) {
  return [
    {
      path: 'name' as const,
      names: ['name', productCopy.name],
      label: productCopy.name,
      value: values.name,
    },
    {
      path: 'description' as const,
      names: ['description', productCopy.description],
      label: productCopy.description,
    },
    {
      path: 'productTypeId' as const,
      names: ['productTypeId', productCopy.productType],
      label: productCopy.productType,
    },
    { path: 'videoUrl' as const, names: ['videoUrl'], label: productCopy.videoUrl },
    ...(values.variants ?? []).flatMap((variant, index) =>
      variantFieldCandidates(
        `variants.${index}.` as `variants.${number}.`,
        variant,
        `variants[${index}].`,
      ),
    ),
  ];
}
