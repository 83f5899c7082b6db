import type { Resource } from '../../platform/data/use-resource';
import type { BrandPendingWork } from './brand-switch-queries';
import { brandSwitchCopy as copy } from './copy';

export interface PendingWorkText {
  /** Each brand's line under its name in the list, by brand id. */
  descriptions: Record<string, string>;
  /** The line under the list while the figures load or when they failed. */
  note: string | undefined;
}

/** One brand's pending work in the seller's words; nothing waiting says so. */
export function describePendingWork(work: BrandPendingWork): string {
  const parts = [
    work.notProcessedOrders > 0 ? copy.notProcessedOrders(work.notProcessedOrders) : null,
    work.notAnsweredQuestions > 0 ? copy.notAnsweredQuestions(work.notAnsweredQuestions) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : copy.nothingPending;
}

/** What the brand list shows of the pending-work read: the lines, or why they are missing. */
export function pendingWorkText(read: Resource<BrandPendingWork[]> | null): PendingWorkText {
  if (read === null) return { descriptions: {}, note: undefined };
  // A refresh on opening keeps the figures on screen until the new ones arrive.
  const descriptions = Object.fromEntries(
    (read.data ?? []).map((work) => [String(work.brandId), describePendingWork(work)]),
  );
  if (read.status === 'error')
    return { descriptions, note: copy.pendingFailed(read.errorMessage ?? '') };
  if (read.status === 'loading' && read.data === null)
    return { descriptions, note: copy.pendingLoading };
  return { descriptions, note: undefined };
}
