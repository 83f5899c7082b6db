import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, TextField } from '@seller/design-system';
import { serverFieldError } from '../../../platform/server-field-error';
import { productCopy } from '../copy';
import type { ProductMatch } from '../product-types';
import { Card, FormActions, FormError, TwoColumns } from './form-styles';
import { ImageUpload } from './ImageUpload';
import { productOptionLabel } from './product-options';
import { addVariantSchema, emptyVariant, type AddVariantValues } from './product-schema';
import { variantFieldCandidates } from './server-fields';
import { VariantFieldsGroup } from './VariantFieldsGroup';

export interface AddVariantFormProps {
  /** Preselected product (from ?productId=). */
  productId?: string;
  /** The products the picker offers: those found for the last search. */
  productOptions: readonly ProductMatch[];
  /** The picker's search, once the seller has paused typing. */
  onProductSearch: (q: string) => void;
  /** Saves and leaves the page; the form stays filled if it rejects. */
  onSubmit: (values: AddVariantValues) => Promise<void>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  uploadImage: (file: File) => Promise<string>;
}

function withPreset(options: { value: string; label: string }[], preset: string | undefined) {
  if (!preset || options.some((option) => option.value === preset)) return options;
  return [{ value: preset, label: productCopy.productNumber(preset) }, ...options];
}

/** Adds one variant to an existing product (v2 and v3 alike). */
export function AddVariantForm({
  productId,
  productOptions,
  onProductSearch,
  onSubmit,
  onCancel,
  onDirtyChange,
  uploadImage,
}: AddVariantFormProps) {
  const form = useForm<AddVariantValues>({
    resolver: zodResolver(addVariantSchema),
    defaultValues: { ...emptyVariant, productId: productId ?? '' },
  });
  const { register, control, handleSubmit, formState } = form;
  const [search, setSearch] = useState('');
  const options = useMemo(
    () =>
      productOptions.map((entry) => ({
        value: String(entry.id),
        label: productOptionLabel(entry),
      })),
    [productOptions],
  );

  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  useEffect(() => {
    const timer = setTimeout(() => onProductSearch(search), 250);
    return () => clearTimeout(timer);
  }, [onProductSearch, search]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          // A rule the server alone knows (a SKU another variant already uses) goes on its field,
          // next to what the seller typed, not only into a toast that vanishes.
          const field = serverFieldError(error, [
            ...variantFieldCandidates('', values),
            {
              path: 'productId' as const,
              names: ['productId', productCopy.product],
              label: productCopy.product,
            },
          ]);
          if (field) form.setError(field.path, { message: field.message }, { shouldFocus: true });
          form.setError('root', { message: productCopy.formError });
        }
      })}
    >
      <Card>
        <legend>{productCopy.variantSection}</legend>
        <TwoColumns>
          <TextField
            label={productCopy.productSearchPlaceholder}
            type="search"
            leadingIcon="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            label={productCopy.product}
            required
            placeholder={productCopy.productRequiredPlaceholder}
            options={withPreset(options, productId)}
            error={formState.errors.productId?.message}
            {...register('productId')}
          />
        </TwoColumns>
        <VariantFieldsGroup
          prefix=""
          register={register as unknown as UseFormRegister<never>}
          errors={formState.errors}
        />
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <ImageUpload
              label={productCopy.imageVariant}
              value={field.value}
              onChange={field.onChange}
              upload={uploadImage}
            />
          )}
        />
      </Card>
      {formState.errors.root?.message && (
        <FormError role="alert">{formState.errors.root.message}</FormError>
      )}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {productCopy.cancel}
        </Button>
        {/* Busy from the click until the page has left: a saved form takes no second click. */}
        <Button type="submit" loading={formState.isSubmitting || formState.isSubmitSuccessful}>
          {productCopy.save}
        </Button>
      </FormActions>
    </form>
  );
}
