import { useMemo } from 'react';
import { useApi } from '../../../platform/api-context';
import { useOutboxEntries, type OutboxEntry } from '../../../platform/outbox';
import { SessionContext } from '../../session/session-context';
import type { OfflineScope } from '../offline-scope';
import { offlineSaleOutboxKind } from '../offline-writes';

/**
 * The offline calls of the selected stockist, or null while no single brand is chosen. A brand
 * switch gives a new scope, so lists reload and the sale in progress starts over.
 */
export function useOfflineScope(): OfflineScope | null {
  const api = useApi();
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  return useMemo(() => {
    if (brandId === null || brandId.includes(',')) return null;
    const id = Number(brandId);
    return Number.isInteger(id) && id > 0 ? { api, stockistId: id } : null;
  }, [api, brandId]);
}

/**
 * The signed-in user: a sale that gets no answer is kept for them and replayed later. Without
 * one a kept sale would never be replayed (replays are per user), so it fails as before.
 */
export function useOfflineUserId(): number | null {
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  return userId === null ? null : Number(userId);
}

/**
 * The stockist's sales kept on this device because they got no answer (also after a reload),
 * until they land. Without a known user nothing is kept, so nothing is pending.
 */
const none: readonly OutboxEntry[] = [];

export function usePendingSales(stockistId: number, userId: number | null): readonly OutboxEntry[] {
  const entries = useOutboxEntries({ kind: offlineSaleOutboxKind, brandId: stockistId, userId });
  return userId === null ? none : entries;
}
