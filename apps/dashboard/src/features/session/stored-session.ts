import type { StoredSession } from '@seller/machines';
import { readPersisted } from '../../platform/persisted-state';
import { toUserBrand } from './to-session-entities';

/** The §3 session state left by the previous visit, in the machine's shape. */
export function readStoredSession(): Partial<StoredSession> {
  const user = readPersisted('userData');
  return {
    userData: user ? { id: String(user.id), name: user.name } : null,
    userBrands: readPersisted('userBrands').map(toUserBrand),
    brandId: readPersisted('brandId'),
    pageParams: readPersisted('pageParams'),
    showProductVideoBanner: readPersisted('showProductVideoBanner'),
  };
}
