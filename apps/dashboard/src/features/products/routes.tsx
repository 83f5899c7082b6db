import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { prefetchOnEntry } from '../../app/route-loaders';
import { productPaths } from './urls';

const listPage = () => import('./pages/ProductListRoute');
/** The list's first page (and the version call that picks the v3 listing) start with its chunk. */
const productListLoader = prefetchOnEntry(
  () => import('./products-queries'),
  (queries, api, url) =>
    queries.prefetchProductList(api, url, url.pathname === productPaths.listV3 ? 'v3' : 'v2'),
);
const createPage = () => import('./pages/CreateProductRoute');
const addVariantPage = () => import('./pages/AddVariantRoute');
const editPage = () => import('./pages/EditProductRoute');
const bulkEditPage = () => import('./pages/BulkEditRoute');
// Without an id the same page lets the seller find a product (ProductFinderRoute inside it).
const detailPage = () => import('./pages/ProductDetailRoute');

/** The product pages of §2, v3 and v2; the signed-in layout spreads them into its children. */
export const productRoutes: RouteObject[] = [
  {
    path: productPaths.listV3,
    loader: productListLoader,
    lazy: lazyPage(listPage, 'ProductListV3Route'),
  },
  { path: productPaths.createV3, lazy: lazyPage(createPage, 'CreateProductV3Route') },
  { path: productPaths.addVariantV3, lazy: lazyPage(addVariantPage, 'AddVariantV3Route') },
  { path: productPaths.editV3, lazy: lazyPage(editPage, 'EditProductV3Route') },
  // Beyond the spec's route table: the preview and result of a bulk edit (issue 42 part 2).
  { path: productPaths.bulkEditV3, lazy: lazyPage(bulkEditPage, 'BulkEditRoute') },
  {
    path: productPaths.listV2,
    loader: productListLoader,
    lazy: lazyPage(listPage, 'ProductListV2Route'),
  },
  { path: productPaths.createV2, lazy: lazyPage(createPage, 'CreateProductV2Route') },
  { path: productPaths.addVariantV2, lazy: lazyPage(addVariantPage, 'AddVariantV2Route') },
  { path: productPaths.detail, lazy: lazyPage(detailPage, 'ProductDetailRoute') },
];
