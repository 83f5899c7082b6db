import { savePageQuery, savedPageQuery } from '../../platform/persisted-state';

/**
 * Keeps the address the seller leaves as the left brand's state of that page, so a switch back
 * finds it: the lists save their own state as it changes, the pages that do not are kept here.
 */
export function leaveAddress(brandId: string, pathname: string, search: string): void {
  const query = Object.fromEntries(new URLSearchParams(search));
  // A bare address stands for the defaults: worth keeping only over a state saved before.
  if (Object.keys(query).length > 0 || savedPageQuery(pathname, brandId))
    savePageQuery(pathname, query, brandId);
}

/** The same page in the brand switched to: with that brand's own saved state, else bare. */
export function addressInBrand(brandId: string, pathname: string): string {
  const search = new URLSearchParams(savedPageQuery(pathname, brandId)).toString();
  return search ? `${pathname}?${search}` : pathname;
}
