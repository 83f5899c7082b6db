import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { loadOutbox, outboxEntries, subscribeOutbox } from './outbox-store';
import { subscribeOutboxOutcomes } from './outbox-send';
import type { OutboxEntry, OutboxOutcome } from './outbox-types';

export interface OutboxFilter {
  kind?: string;
  brandId?: number | null;
  userId?: number | null;
}

/** The stored writes that match, oldest first; re-renders when one is added, sent or refused. */
export function useOutboxEntries(filter: OutboxFilter): readonly OutboxEntry[] {
  const all = useSyncExternalStore(subscribeOutbox, outboxEntries, outboxEntries);
  // A screen that opens before the app's replay ran still finds what an earlier visit kept.
  useEffect(() => void loadOutbox(), []);
  const { kind, brandId, userId } = filter;
  return useMemo(
    () =>
      all.filter(
        (entry) =>
          (kind === undefined || entry.kind === kind) &&
          (brandId === undefined || brandId === null || entry.brandId === brandId) &&
          (userId === undefined || userId === null || entry.userId === userId),
      ),
    [all, kind, brandId, userId],
  );
}

/** Calls `listener` for each replayed write that lands or is refused while the component is mounted. */
export function useOutboxOutcomes(listener: (outcome: OutboxOutcome) => void): void {
  useEffect(() => subscribeOutboxOutcomes(listener), [listener]);
}
