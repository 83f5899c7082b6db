/**
 * The entity shapes of spec §3 that the machines read. Fields the spec leaves open are typed
 * loosely on purpose; the contract package holds the full response types.
 */

export type BrandType = 'mofasa' | 'stockist' | 'regular';
export type TenantType = 'partner' | 'stockist' | 'mofasa';

export interface BrandLevel {
  name: string;
  code: string;
  logo: string;
  logoMini: string;
  benefitLink: string;
  benefitNotes: string;
}

export interface BrandData {
  id: string;
  brandId?: string;
  brandName: string;
  logoUrl?: string;
  type?: string;
  brandType?: BrandType;
  brandLevel?: BrandLevel | null;
  benefitTier?: unknown;
  brandJagoan?: { logoUrl: string } | null;
  isJagoan?: boolean;
  hasStockist?: boolean;
}

export interface UserData {
  id: string;
  name: string;
  telephone?: string;
  email?: string;
  profilePictureUrl?: string;
}

export interface UserBrand {
  id: string;
  name: string;
}

export interface MenuItem {
  name: string;
  path: string;
  icon?: string;
  code?: string;
  additional?: { index?: number; target?: string; newMenu?: boolean };
  childMenu?: MenuItem[];
}

/** Saved list state of one page (spec §3 pageParams). */
export interface PageParams {
  path: string;
  query: Readonly<Record<string, string>>;
}

export interface PagingMetadata {
  currentPage: number;
  nextPage: number | null;
  pageSize: number;
  previousPage: number | null;
  totalItem: number;
  totalPage: number;
}
