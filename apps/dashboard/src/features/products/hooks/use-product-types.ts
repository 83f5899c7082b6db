import { startTransition, useEffect, useState } from 'react';
import type { ProductRequests } from '../api/product-requests';
import type { ProductTypeOption } from '../api/product-types';
import { afterPageSettled } from '../../../platform/page-settled';

/**
 * Product types of the dropdown-level call, for the form and the list filter; an empty list
 * if the call fails (the form field is optional, the filter then offers only 'all').
 */
export function useProductTypes(requests: ProductRequests | null): ProductTypeOption[] {
  const [types, setTypes] = useState<ProductTypeOption[]>([]);
  useEffect(() => {
    if (!requests) return;
    let current = true;
    // The list of types re-renders the whole product list around it (its filter and form field
    // live there); as a transition React renders that in slices.
    const settle = (list: ProductTypeOption[]) => {
      if (current) startTransition(() => setTypes(list));
    };
    // The options show only once a dropdown opens: on a reload they wait for the first screen.
    void afterPageSettled()
      .then(() => requests.productTypes())
      .then(settle, () => settle([]));
    return () => {
      current = false;
    };
  }, [requests]);
  return types;
}
