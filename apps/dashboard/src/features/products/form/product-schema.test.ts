import { describe, expect, it } from 'vitest';
import { productCopy } from '../copy';
import {
  addVariantSchema,
  createProductSchema,
  editProductFormSchema,
  editProductSchema,
  emptyVariant,
  toProductInput,
  toVariantInput,
  variantFieldsSchema,
  type VariantFields,
} from './product-schema';

const v = productCopy.validation;

const variant: VariantFields = {
  name: 'Kopi Susu',
  sku: 'KS-1',
  price: '15000',
  stock: '3',
  imageUrl: null,
};
const product = {
  name: 'Kopi',
  description: 'Kopi enak',
  productTypeId: '21',
  videoUrl: '',
  imageUrl: null,
};

/** Issues as react-hook-form sees them: path and message, in order. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success ? [] : result.error!.issues.map(({ path, message }) => ({ path, message }));
}

describe('product form schemas', () => {
  it('trims the text fields in the parsed values', () => {
    const parsed = createProductSchema.parse({
      ...product,
      name: '  Kopi  ',
      description: ' Kopi enak\n',
      videoUrl: '  https://youtu.be/x  ',
      variants: [{ ...variant, name: ' Kopi Susu ', sku: ' KS-1 ', price: ' 15000 ', stock: '3 ' }],
    });
    expect(parsed).toEqual({
      ...product,
      videoUrl: 'https://youtu.be/x',
      variants: [{ ...variant }],
    });
  });

  it('reports blank fields after trimming with the Indonesian messages', () => {
    const result = createProductSchema.safeParse({
      ...product,
      name: '   ',
      description: ' ',
      variants: [emptyVariant],
    });
    expect(issuesOf(result)).toEqual([
      { path: ['name'], message: v.nameRequired },
      { path: ['description'], message: v.descriptionRequired },
      { path: ['variants', 0, 'name'], message: v.variantNameRequired },
      { path: ['variants', 0, 'sku'], message: v.skuRequired },
      { path: ['variants', 0, 'sku'], message: v.skuFormat },
      { path: ['variants', 0, 'price'], message: v.priceRequired },
      { path: ['variants', 0, 'price'], message: v.wholeNumber },
      { path: ['variants', 0, 'stock'], message: v.stockRequired },
      { path: ['variants', 0, 'stock'], message: v.wholeNumber },
    ]);
  });

  it('rejects negative and non-integer amounts', () => {
    const at = (price: string, stock: string) =>
      issuesOf(variantFieldsSchema.safeParse({ ...variant, price, stock }));
    expect(at('-5', '2,5')).toEqual([
      { path: ['price'], message: v.priceMin },
      { path: ['stock'], message: v.wholeNumber },
    ]);
    expect(at('1.5', '-0')).toEqual([
      { path: ['price'], message: v.wholeNumber },
      { path: ['stock'], message: v.stockMin },
    ]);
    expect(at('0', '007')).toEqual([]);
  });

  // Issue 41: a value the contract refuses is refused here, in seller words, not by the server.
  it("refuses amounts past the contract's maximum and hidden direction characters", () => {
    const at = (price: string, stock: string) =>
      issuesOf(variantFieldsSchema.safeParse({ ...variant, price, stock }));
    expect(at('1000000000001', '99999999999999999999')).toEqual([
      { path: ['price'], message: 'Harga maksimal Rp1.000.000.000.000.' },
      { path: ['stock'], message: 'Stok maksimal 1.000.000.000.' },
    ]);
    expect(at('1000000000000', '1000000000')).toEqual([]);
    expect(
      issuesOf(variantFieldsSchema.safeParse({ ...variant, name: 'Kopi \u202Eevil' })),
    ).toEqual([{ path: ['name'], message: v.hiddenCharacters }]);
    expect(
      issuesOf(
        createProductSchema.safeParse({ ...product, name: '\u2066Kopi', variants: [variant] }),
      ),
    ).toEqual([{ path: ['name'], message: v.hiddenCharacters }]);
  });

  it('limits the lengths and the SKU characters', () => {
    const result = variantFieldsSchema.safeParse({
      ...variant,
      name: 'n'.repeat(256),
      sku: `${'S'.repeat(64)}!`,
    });
    expect(issuesOf(result)).toEqual([
      { path: ['name'], message: v.nameTooLong },
      { path: ['sku'], message: v.skuTooLong },
      { path: ['sku'], message: v.skuFormat },
    ]);
    expect(
      variantFieldsSchema.safeParse({ ...variant, name: 'n'.repeat(255), sku: 'a.B_c-9' }).success,
    ).toBe(true);
  });

  it('needs an http(s) video link when one is given', () => {
    expect(issuesOf(editProductSchema.safeParse({ ...product, videoUrl: 'youtube' }))).toEqual([
      { path: ['videoUrl'], message: v.videoUrl },
    ]);
    expect(editProductSchema.safeParse({ ...product, videoUrl: '   ' }).success).toBe(true);
  });

  it('marks the later duplicate SKU, case- and space-insensitively, on its own path', () => {
    const result = createProductSchema.safeParse({
      ...product,
      variants: [
        variant,
        { ...variant, sku: 'ks-2' },
        { ...variant, sku: ' ks-1 ' },
        { ...variant, sku: 'KS-2' },
      ],
    });
    expect(issuesOf(result)).toEqual([
      { path: ['variants', 2, 'sku'], message: v.skuDuplicate },
      { path: ['variants', 3, 'sku'], message: v.skuDuplicate },
    ]);
  });

  it('needs at least one variant when creating, none when editing', () => {
    expect(issuesOf(createProductSchema.safeParse({ ...product, variants: [] }))).toEqual([
      { path: ['variants'], message: v.variantsMin },
    ]);
    expect(editProductSchema.parse({ ...product, variants: [variant] })).toEqual(product);
    expect(editProductFormSchema.parse(product)).toEqual(product);
    // The edit form holds an empty variants list: it must still save.
    expect(editProductFormSchema.parse({ ...product, variants: [] })).toEqual({
      ...product,
      variants: [],
    });
    expect(
      issuesOf(
        editProductFormSchema.safeParse({ ...product, variants: [{ ...variant, stock: '' }] }),
      ),
    ).toEqual([
      { path: ['variants', 0, 'stock'], message: v.stockRequired },
      { path: ['variants', 0, 'stock'], message: v.wholeNumber },
    ]);
  });

  it('needs the product of an added variant', () => {
    expect(issuesOf(addVariantSchema.safeParse({ ...variant, productId: '' }))).toEqual([
      { path: ['productId'], message: v.productRequired },
    ]);
    expect(addVariantSchema.parse({ ...variant, name: ' Kopi Susu ', productId: '7' })).toEqual({
      ...variant,
      productId: '7',
    });
  });

  it('turns the values into request bodies', () => {
    expect(
      toVariantInput({ ...variant, name: ' Kopi Susu ', imageUrl: 'https://img/1.png' }),
    ).toEqual({
      name: 'Kopi Susu',
      sku: 'KS-1',
      price: 15000,
      stock: 3,
      imageUrl: 'https://img/1.png',
    });
    expect(toProductInput(product)).toEqual({ ...product, productTypeId: 21, videoUrl: null });
    expect(
      toProductInput({ ...product, productTypeId: '', videoUrl: ' https://v ' }),
    ).toMatchObject({
      productTypeId: null,
      videoUrl: 'https://v',
    });
  });
});
