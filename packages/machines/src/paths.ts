/**
 * A path ending in `create` or `variant` holds unsaved input (spec §4 brand switch).
 * A plain suffix test, so `/product/add-variant` counts as well as `/product-v3/variant`.
 * `/transaction-offline/add` counts too: it is the offline sale's create form, and a sale in
 * progress is exactly the input the warning protects (docs/decisions/offline-sales.md).
 */
export function isCreateOrVariantPath(pathname: string): boolean {
  const path = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return (
    path.endsWith('create') || path.endsWith('variant') || path.endsWith('/transaction-offline/add')
  );
}

/** A brand id that lists several brands (comma-separated) selects no single brand (spec §4). */
export function isBrandIdList(brandId: string | null): boolean {
  return brandId !== null && brandId.includes(',');
}
