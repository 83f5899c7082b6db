import type { HandlerMap } from '../http/types.js';
import { handlers as admin } from './admin.js';
import { handlers as auth } from './auth.js';
import { handlers as brandBase } from './brand-base.js';
import { handlers as brand } from './brand.js';
import { handlers as dashboard } from './dashboard.js';
import { handlers as disbursement } from './disbursement.js';
import { handlers as mimin } from './mimin.js';
import { deeplink, embed, maps, scam, stockistExtension, upload, youtube } from './misc.js';
import { handlers as product } from './product.js';
import { handlers as stockist } from './stockist.js';

/** Handlers per service, keyed by operationId. */
export const handlers: Record<string, HandlerMap> = {
  admin,
  auth,
  brand,
  'brand-base': brandBase,
  dashboard,
  deeplink,
  disbursement,
  embed,
  maps,
  mimin,
  product,
  scam,
  stockist,
  'stockist-extension': stockistExtension,
  upload,
  youtube,
};
