import type { components as AdminComponents, paths as AdminPaths } from '../generated/admin';
import type { components as AuthComponents, paths as AuthPaths } from '../generated/auth';
import type {
  components as BrandBaseComponents,
  paths as BrandBasePaths,
} from '../generated/brand-base';
import type { components as BrandComponents, paths as BrandPaths } from '../generated/brand';
import type {
  components as DashboardComponents,
  paths as DashboardPaths,
} from '../generated/dashboard';
import type {
  components as DeeplinkComponents,
  paths as DeeplinkPaths,
} from '../generated/deeplink';
import type {
  components as DisbursementComponents,
  paths as DisbursementPaths,
} from '../generated/disbursement';
import type { components as EmbedComponents, paths as EmbedPaths } from '../generated/embed';
import type { components as MapsComponents, paths as MapsPaths } from '../generated/maps';
import type { components as MiminComponents, paths as MiminPaths } from '../generated/mimin';
import type { components as ProductComponents, paths as ProductPaths } from '../generated/product';
import type { components as ScamComponents, paths as ScamPaths } from '../generated/scam';
import type {
  components as StockistExtensionComponents,
  paths as StockistExtensionPaths,
} from '../generated/stockist-extension';
import type {
  components as StockistComponents,
  paths as StockistPaths,
} from '../generated/stockist';
import type { components as UploadComponents, paths as UploadPaths } from '../generated/upload';
import type { components as YoutubeComponents, paths as YoutubePaths } from '../generated/youtube';

export type {
  AdminComponents,
  AdminPaths,
  AuthComponents,
  AuthPaths,
  BrandBaseComponents,
  BrandBasePaths,
  BrandComponents,
  BrandPaths,
  DashboardComponents,
  DashboardPaths,
  DeeplinkComponents,
  DeeplinkPaths,
  DisbursementComponents,
  DisbursementPaths,
  EmbedComponents,
  EmbedPaths,
  MapsComponents,
  MapsPaths,
  MiminComponents,
  MiminPaths,
  ProductComponents,
  ProductPaths,
  ScamComponents,
  ScamPaths,
  StockistComponents,
  StockistExtensionComponents,
  StockistExtensionPaths,
  StockistPaths,
  UploadComponents,
  UploadPaths,
  YoutubeComponents,
  YoutubePaths,
};

/** Generated `paths` per service. */
export interface ServicePaths {
  auth: AuthPaths;
  admin: AdminPaths;
  brand: BrandPaths;
  'brand-base': BrandBasePaths;
  product: ProductPaths;
  stockist: StockistPaths;
  'stockist-extension': StockistExtensionPaths;
  disbursement: DisbursementPaths;
  dashboard: DashboardPaths;
  upload: UploadPaths;
  deeplink: DeeplinkPaths;
  maps: MapsPaths;
  mimin: MiminPaths;
  youtube: YoutubePaths;
  embed: EmbedPaths;
  scam: ScamPaths;
}

/** Generated `components` per service. */
export interface ServiceComponents {
  auth: AuthComponents;
  admin: AdminComponents;
  brand: BrandComponents;
  'brand-base': BrandBaseComponents;
  product: ProductComponents;
  stockist: StockistComponents;
  'stockist-extension': StockistExtensionComponents;
  disbursement: DisbursementComponents;
  dashboard: DashboardComponents;
  upload: UploadComponents;
  deeplink: DeeplinkComponents;
  maps: MapsComponents;
  mimin: MiminComponents;
  youtube: YoutubeComponents;
  embed: EmbedComponents;
  scam: ScamComponents;
}

/** A schema of a service document, e.g. `Schema<'brand', 'Brand'>`. */
export type Schema<
  S extends keyof ServiceComponents,
  N extends keyof ServiceComponents[S]['schemas'],
> = ServiceComponents[S]['schemas'][N];
