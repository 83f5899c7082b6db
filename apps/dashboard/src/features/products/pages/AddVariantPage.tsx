import { productCopy } from '../copy';
import { AddVariantForm, type AddVariantFormProps } from '../form/AddVariantForm';
import { FormPage } from '../form/form-styles';

export type AddVariantPageProps = AddVariantFormProps;

/** The seller adds one variant to a product they pick (v2 and v3 alike). */
export function AddVariantPage(props: AddVariantPageProps) {
  return (
    <FormPage>
      <h1>{productCopy.addVariantTitle}</h1>
      <AddVariantForm {...props} />
    </FormPage>
  );
}
