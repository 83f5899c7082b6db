import { useEffect, useState } from 'react';
import type { ProductRequests } from '../api/product-requests';
import type { ProductTypeOption } from '../api/product-types';

/**
 * Product types of the dropdown-level call, for the form and the list filter; an empty list
 * if the call fails (the form field is optional, the filter then offers only 'all').
 */
export function useProductTypes(requests: ProductRequests | null): ProductTypeOption[] {
  const [types, setTypes] = useState<ProductTypeOption[]>([]);
  useEffect(() => {
    if (!requests) return;
    let current = true;
    requests.productTypes().then(
      (list) => current && setTypes(list),
      () => current && setTypes([]),
    );
    return () => {
      current = false;
    };
  }, [requests]);
  return types;
}
