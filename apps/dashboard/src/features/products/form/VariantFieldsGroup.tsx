import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@seller/design-system';
import { productCopy } from '../copy';
import { TwoColumns } from './form-styles';
import type { VariantFields } from './product-schema';

export interface VariantFieldsGroupProps {
  /** Field name prefix, e.g. 'variants.0.' or '' for a single variant form. */
  prefix: string;
  // The register of the caller's form; field names are checked by the caller's schema.
  register: UseFormRegister<never>;
  /** Errors of this variant's fields. */
  errors: FieldErrors<VariantFields> | undefined;
}

/** Name, SKU, price and stock of one variant. */
export function VariantFieldsGroup({ prefix, register, errors }: VariantFieldsGroupProps) {
  const field = (name: keyof VariantFields) => register(`${prefix}${name}` as never);
  return (
    <TwoColumns>
      <TextField
        label={productCopy.variantName}
        required
        error={errors?.name?.message}
        {...field('name')}
      />
      <TextField label={productCopy.sku} required error={errors?.sku?.message} {...field('sku')} />
      <TextField
        label={productCopy.price}
        required
        inputMode="numeric"
        error={errors?.price?.message}
        {...field('price')}
      />
      <TextField
        label={productCopy.stock}
        required
        inputMode="numeric"
        error={errors?.stock?.message}
        {...field('stock')}
      />
    </TwoColumns>
  );
}
