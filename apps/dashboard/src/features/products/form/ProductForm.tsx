import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, TextArea, TextField } from '@seller/design-system';
import { serverFieldError } from '../../../platform/server-field-error';
import { productCopy } from '../copy';
import type { ProductTypeOption } from '../product-types';
import { Card, FormActions, FormError, TwoColumns } from './form-styles';
import { ImageUpload } from './ImageUpload';
import {
  createProductSchema,
  editProductFormSchema,
  emptyVariant,
  type CreateProductValues,
  type EditProductValues,
} from './product-schema';
import { productFieldCandidates } from './server-fields';
import { VariantFieldsGroup } from './VariantFieldsGroup';

export interface ProductFormProps {
  /** create: product with its variants; edit: product fields only. */
  mode: 'create' | 'edit';
  /** Starting values (the stored product when editing). */
  defaultValues?: Partial<CreateProductValues>;
  /** Product types from the dropdown-level call. */
  productTypes: ProductTypeOption[];
  /**
   * Saves and leaves the page; the form stays filled if it rejects. `kept`: no answer came and the change waits in the
   * outbox, so the values stay as the form's new starting point (nothing left unsaved to guard).
   */
  onSubmit: (values: CreateProductValues) => Promise<void | 'kept'>;
  onCancel: () => void;
  /** Reports whether the form has unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  uploadImage: (file: File) => Promise<string>;
}

const blank: CreateProductValues = {
  name: '',
  description: '',
  productTypeId: '',
  videoUrl: '',
  imageUrl: null,
  variants: [emptyVariant],
};

/** The product form of the create and edit pages (v2 and v3 alike). */
export function ProductForm({
  mode,
  defaultValues,
  productTypes,
  onSubmit,
  onCancel,
  onDirtyChange,
  uploadImage,
}: ProductFormProps) {
  const schema = mode === 'create' ? createProductSchema : editProductFormSchema;
  const form = useForm<CreateProductValues>({
    resolver: zodResolver(schema as typeof createProductSchema),
    defaultValues: { ...blank, ...(mode === 'edit' ? { variants: [] } : {}), ...defaultValues },
  });
  const { register, control, handleSubmit, formState } = form;
  const variants = useFieldArray({ control, name: 'variants' });
  const { isDirty, isSubmitting, isSubmitSuccessful, errors } = formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const registerAny = register as unknown as UseFormRegister<never>;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          if ((await onSubmit(values)) === 'kept') form.reset(values);
        } catch (error) {
          // The §8 toast reports the failure; the values stay for another try, and a field the
          // server's message names (a SKU already in use) is marked with that message.
          const field = serverFieldError(error, productFieldCandidates(values));
          if (field) form.setError(field.path, { message: field.message }, { shouldFocus: true });
          form.setError('root', { message: productCopy.formError });
        }
      })}
    >
      <Card>
        <legend>{productCopy.productSection}</legend>
        <TextField
          label={productCopy.name}
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextArea
          label={productCopy.description}
          required
          error={errors.description?.message}
          {...register('description')}
        />
        <TwoColumns>
          <Select
            label={productCopy.productType}
            placeholder={productCopy.productTypePlaceholder}
            options={productTypes.map((type) => ({ value: String(type.id), label: type.name }))}
            error={errors.productTypeId?.message}
            {...register('productTypeId')}
          />
          <TextField
            label={productCopy.videoUrl}
            type="url"
            error={errors.videoUrl?.message}
            {...register('videoUrl')}
          />
        </TwoColumns>
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <ImageUpload
              label={productCopy.image}
              value={field.value}
              onChange={field.onChange}
              upload={uploadImage}
            />
          )}
        />
      </Card>
      {mode === 'create' && (
        <Card>
          <legend>{productCopy.variantSection}</legend>
          {variants.fields.map((entry, index) => (
            <Card key={entry.id} as="fieldset">
              <legend>{productCopy.variantHeading(index + 1)}</legend>
              <VariantFieldsGroup
                prefix={`variants.${index}.`}
                register={registerAny}
                errors={errors.variants?.[index]}
              />
              {variants.fields.length > 1 && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => variants.remove(index)}
                >
                  {productCopy.removeVariantRow(index + 1)}
                </Button>
              )}
            </Card>
          ))}
          {errors.variants?.root?.message && (
            <FormError role="alert">{errors.variants.root.message}</FormError>
          )}
          <div>
            <Button
              type="button"
              variant="secondary"
              leadingIcon="plus"
              onClick={() => variants.append({ ...emptyVariant })}
            >
              {productCopy.addVariantRow}
            </Button>
          </div>
        </Card>
      )}
      {errors.root?.message && <FormError role="alert">{errors.root.message}</FormError>}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {productCopy.cancel}
        </Button>
        {/* Busy from the click until the page has left (a kept edit resets the form, so it stays). */}
        <Button type="submit" loading={isSubmitting || isSubmitSuccessful}>
          {productCopy.save}
        </Button>
      </FormActions>
    </form>
  );
}

export type { EditProductValues };
