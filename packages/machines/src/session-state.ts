import type { BrandData, PageParams, UserBrand, UserData } from './entities';

/** The client session state of spec §3 that survives a reload. */
export interface StoredSession {
  userData: UserData | null;
  brandData: BrandData | null;
  userBrands: UserBrand[];
  brandId: string | null;
  pageParams: PageParams[];
  showProductVideoBanner: boolean;
}

/** What is stored once a session has ended or before one starts (spec §3, §4). */
export function signedOutStoredSession(): StoredSession {
  return {
    userData: null,
    brandData: null,
    userBrands: [],
    brandId: null,
    pageParams: [],
    showProductVideoBanner: true,
  };
}

/** The part of the context written to storage. */
export function toStoredSession(context: StoredSession): StoredSession {
  const { userData, brandData, userBrands, brandId, pageParams, showProductVideoBanner } = context;
  return { userData, brandData, userBrands, brandId, pageParams, showProductVideoBanner };
}
