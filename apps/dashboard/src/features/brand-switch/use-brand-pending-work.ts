import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../platform/api-context';
import { queryClientOf, refreshAnswers } from '../../platform/data/query-client';
import { useResource } from '../../platform/data/use-resource';
import { readTenant } from '../../platform/tenant-store';
import { SessionContext } from '../session/session-context';
import { pendingWorkRead } from './brand-switch-queries';
import { pendingWorkText, type PendingWorkText } from './pending-work-text';

export interface BrandPendingWorkProps extends PendingWorkText {
  /** The list opened or closed: the first opening asks, each later one asks again. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The brand list's pending work of every brand. Nothing is asked until the seller opens the
 * list (most page views never do); each opening asks again behind the figures on screen, so a
 * seller who processed orders meanwhile sees the figures move.
 */
export function useBrandPendingWork(): BrandPendingWorkProps {
  const api = useApi();
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  const [asked, setAsked] = useState(false);
  const read = useMemo(
    () => (asked && userId !== null ? pendingWorkRead(api, readTenant(), userId) : null),
    [api, asked, userId],
  );
  const resource = useResource(read);
  const { retry } = resource;
  const onOpenChange = useCallback(
    (open: boolean) => {
      if (!open) return;
      if (!asked) setAsked(true);
      else if (read) {
        // A failure is asked again as a retry; figures on screen are refreshed behind them.
        if (resource.status === 'error') retry();
        else void refreshAnswers(queryClientOf(api), read.queryKey);
      }
    },
    [api, asked, read, resource.status, retry],
  );
  return { ...pendingWorkText(read === null ? null : resource), onOpenChange };
}
