import { z } from 'zod/mini';
import { productInputLimits, variantInputLimits } from '@seller/api-types';
import { productCopy } from '../copy';

const v = productCopy.validation;
const wholeNumber = /^\d+$/;
const skuPattern = /^[A-Za-z0-9._-]+$/;

// Invisible direction controls (U+202A–U+202E, U+2066–U+2069) the server refuses in any text.
const directionControls = /[\u202A-\u202E\u2066-\u2069]/;
const noDirectionControls = z.refine<string>(
  (value) => !directionControls.test(value),
  v.hiddenCharacters,
);

/** A whole amount within the contract's maximum, so the server never refuses it for its size. */
function amount(required: string, min: string, max: { maximum: number; message: string }) {
  return z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.refine((value) => !value.startsWith('-'), min),
    z.refine((value) => value.startsWith('-') || wholeNumber.test(value), v.wholeNumber),
    z.refine((value) => !wholeNumber.test(value) || Number(value) <= max.maximum, max.message),
  );
}

export const variantFieldsSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.variantNameRequired),
      z.maxLength(variantInputLimits.name.maxLength, v.nameTooLong),
      noDirectionControls,
    ),
  sku: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.skuRequired),
      z.maxLength(variantInputLimits.sku.maxLength, v.skuTooLong),
      z.regex(skuPattern, v.skuFormat),
    ),
  price: amount(v.priceRequired, v.priceMin, {
    maximum: variantInputLimits.price.maximum,
    message: v.priceMax(variantInputLimits.price.maximum),
  }),
  stock: amount(v.stockRequired, v.stockMin, {
    maximum: variantInputLimits.stock.maximum,
    message: productCopy.stockMax(variantInputLimits.stock.maximum),
  }),
  imageUrl: z.nullable(z.string()),
});

export type VariantFields = z.infer<typeof variantFieldsSchema>;

export const emptyVariant: VariantFields = {
  name: '',
  sku: '',
  price: '',
  stock: '',
  imageUrl: null,
};

const productFields = {
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, v.nameRequired),
      z.maxLength(productInputLimits.name.maxLength, v.nameTooLong),
      noDirectionControls,
    ),
  description: z.string().check(z.trim(), z.minLength(1, v.descriptionRequired)),
  productTypeId: z.string(),
  videoUrl: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), v.videoUrl),
  ),
  imageUrl: z.nullable(z.string()),
};

/** Create: the product and its first variants; SKUs must differ inside the form already. */
export const createProductSchema = z
  .object({
    ...productFields,
    variants: z.array(variantFieldsSchema).check(z.minLength(1, v.variantsMin)),
  })
  .check(
    z.superRefine((values, context) => {
      const seen = new Map<string, number>();
      values.variants.forEach((variant, index) => {
        const key = variant.sku.trim().toLowerCase();
        if (!key) return;
        if (seen.has(key))
          context.addIssue({
            code: 'custom',
            path: ['variants', index, 'sku'],
            message: v.skuDuplicate,
          });
        else seen.set(key, index);
      });
    }),
  );

export type CreateProductValues = z.infer<typeof createProductSchema>;

/** Edit: product fields only; variants are edited in the list (stock) and their own calls. */
export const editProductSchema = z.object(productFields);
export type EditProductValues = z.infer<typeof editProductSchema>;

/**
 * The edit mode of ProductForm: the product fields only. The form keeps an empty variants list
 * (variants are edited in their own calls), so the create schema's "at least one variant" must
 * not apply here.
 */
export const editProductFormSchema = z.extend(editProductSchema, {
  variants: z.optional(z.array(variantFieldsSchema)),
});

export const addVariantSchema = z.extend(variantFieldsSchema, {
  productId: z.string().check(z.minLength(1, v.productRequired)),
});
export type AddVariantValues = z.infer<typeof addVariantSchema>;

export function toVariantInput(variant: VariantFields) {
  return {
    name: variant.name.trim(),
    sku: variant.sku.trim(),
    price: Number(variant.price),
    stock: Number(variant.stock),
    imageUrl: variant.imageUrl,
  };
}

export function toProductInput(values: EditProductValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    productTypeId: values.productTypeId ? Number(values.productTypeId) : null,
    videoUrl: values.videoUrl.trim() || null,
    imageUrl: values.imageUrl,
  };
}
