import type { AdminComponents, BrandComponents, MiminComponents } from '@seller/api-types';

/** Named schemas of the contract that the session reads. */
export type AdminSchemas = AdminComponents['schemas'];
export type BrandSchemas = BrandComponents['schemas'];
export type MiminSchemas = MiminComponents['schemas'];
