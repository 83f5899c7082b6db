import { useMemo } from 'react';
import { useApi } from '../../platform/api-context';
import { readTenant } from '../../platform/tenant-store';
import { SessionContext } from '../session/session-context';
import type { OrderScope } from './order-types';
import { transactionPath, transactionV3Path } from './urls';

interface ConfigItemLike {
  key: string;
  configValue: unknown;
}

function isConfigItem(value: unknown): value is ConfigItemLike {
  return typeof value === 'object' && value !== null && 'key' in value && 'configValue' in value;
}

/** `transaction.v3.enable` of the tenant configuration (CONVENTIONS.md); off when missing. */
export function isTransactionV3Enabled(config: unknown): boolean {
  if (!Array.isArray(config)) return false;
  const item = config.find(
    (entry): entry is ConfigItemLike =>
      isConfigItem(entry) && entry.key === 'transaction.v3.enable',
  );
  return item?.configValue === true;
}

export interface OrderSessionState {
  /** Null until the session has loaded its configuration. */
  activePath: string | null;
  scope: OrderScope | null;
}

/** The brand, tenant and call family the order pages work with, from the session actor. */
export function useOrderSession(): OrderSessionState {
  const api = useApi();
  const ready = SessionContext.useSelector((snapshot) => snapshot.matches('signedIn'));
  const v3 = SessionContext.useSelector((snapshot) =>
    isTransactionV3Enabled(snapshot.context.config),
  );
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  return useMemo(() => {
    if (!ready) return { activePath: null, scope: null };
    const activePath = v3 ? transactionV3Path : transactionPath;
    // A comma-joined id is a brand list, not a brand (§4): no order call can name it.
    const id = brandId !== null && /^\d+$/.test(brandId) ? Number(brandId) : null;
    return {
      activePath,
      scope:
        id === null
          ? null
          : {
              api,
              tenant: readTenant(),
              brandId: id,
              family: v3 ? 'v3' : 'admin',
              userId: userId === null ? null : Number(userId),
            },
    };
  }, [api, ready, v3, brandId, userId]);
}
