import { productCopy } from '../copy';
import { FormPage } from '../form/form-styles';
import { ProductForm, type ProductFormProps } from '../form/ProductForm';

export type CreateProductPageProps = Omit<ProductFormProps, 'mode'>;

/** The seller adds a product with its first variants (v2 and v3 alike). */
export function CreateProductPage(props: CreateProductPageProps) {
  return (
    <FormPage>
      <h1>{productCopy.createTitle}</h1>
      <ProductForm mode="create" {...props} />
    </FormPage>
  );
}
