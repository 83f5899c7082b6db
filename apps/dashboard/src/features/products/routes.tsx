import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { productListLoader } from './product-loaders';
import { productPaths } from './product-paths';

const listModule = () => import('./list/ProductListRoute');
const formModule = () => import('./form/ProductFormRoutes');
const detailModule = () => import('./detail/ProductDetailRoute');

/** The product pages of §2, v3 and v2; the signed-in layout spreads them into its children. */
export const productRoutes: RouteObject[] = [
  {
    path: productPaths.listV3,
    loader: productListLoader,
    lazy: lazyPage(listModule, 'ProductListV3Route'),
  },
  { path: productPaths.createV3, lazy: lazyPage(formModule, 'CreateProductV3Route') },
  { path: productPaths.addVariantV3, lazy: lazyPage(formModule, 'AddVariantV3Route') },
  { path: productPaths.editV3, lazy: lazyPage(formModule, 'EditProductV3Route') },
  {
    path: productPaths.listV2,
    loader: productListLoader,
    lazy: lazyPage(listModule, 'ProductListV2Route'),
  },
  { path: productPaths.createV2, lazy: lazyPage(formModule, 'CreateProductV2Route') },
  { path: productPaths.addVariantV2, lazy: lazyPage(formModule, 'AddVariantV2Route') },
  { path: productPaths.detail, lazy: lazyPage(detailModule, 'ProductDetailRoute') },
];
