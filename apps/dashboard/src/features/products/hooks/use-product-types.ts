import { usePageSettled } from '../../../platform/AfterPageSettled';
import { useResource } from '../../../platform/data/use-resource';
import type { ProductRequests } from '../products-writes';
import type { ProductTypeOption } from '../product-types';
import { productTypesRead } from '../products-queries';

const noTypes: ProductTypeOption[] = [];

/**
 * Product types of the dropdown-level call, for the form and the list filter; an empty list
 * while they load or if the call fails (the form field is optional, the filter then offers only
 * 'all'). Without a brand there is no page to show them on.
 */
export function useProductTypes(requests: ProductRequests | null): ProductTypeOption[] {
  // The options show only once a dropdown opens: on a reload they wait for the first screen.
  const settled = usePageSettled();
  // The list of types re-renders the whole product list around it (its filter and form field
  // live there); as a transition React renders that in slices.
  const types = useResource(requests && settled ? productTypesRead(requests.scope.api) : null, {
    asTransition: true,
  });
  return types.data ?? noTypes;
}
