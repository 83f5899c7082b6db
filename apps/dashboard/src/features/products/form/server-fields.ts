import type { ServerFieldCandidate } from '../../../platform/server-field-error';
import { productCopy } from '../copy';
import type { CreateProductValues, VariantFields } from './product-schema';

type VariantKey = 'name' | 'sku' | 'price' | 'stock';

/**
 * The variant fields a rejected save may name, by contract key or by the label the seller sees.
 * The typed SKU goes along so a message quoting it picks the right row of several.
 */
export function variantFieldCandidates<Prefix extends string>(
  prefix: Prefix,
  values: Pick<VariantFields, VariantKey>,
): ServerFieldCandidate<`${Prefix}${VariantKey}`>[] {
  return [
    { path: `${prefix}name`, names: ['name', productCopy.variantName], value: values.name },
    { path: `${prefix}sku`, names: ['sku', productCopy.sku], value: values.sku },
    { path: `${prefix}price`, names: ['price', productCopy.price] },
    { path: `${prefix}stock`, names: ['stock', productCopy.stock] },
  ];
}

/** The product fields of the create and edit form, then every variant row of a create. */
export function productFieldCandidates(values: CreateProductValues) {
  return [
    { path: 'name' as const, names: ['name', productCopy.name], value: values.name },
    { path: 'description' as const, names: ['description', productCopy.description] },
    { path: 'productTypeId' as const, names: ['productTypeId', productCopy.productType] },
    { path: 'videoUrl' as const, names: ['videoUrl'] },
    ...(values.variants ?? []).flatMap((variant, index) =>
      variantFieldCandidates(`variants.${index}.` as `variants.${number}.`, variant),
    ),
  ];
}
