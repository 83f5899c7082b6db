import { useEffect, useMemo } from 'react';
import { hashKey } from '@tanstack/query-core';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { isApiError } from '@seller/api-types';
import { asyncResourceMachine } from '@seller/machines';
import { useApi } from '../api-context';
import { useMainColumnKey } from '../main-column';
import { inspect } from '../machine-inspector';
import { useTransitionSelector } from '../use-transition-selector';
import { cacheSource } from './cache-source';
import { queryClientOf, sameScope } from './query-client';
import type { Read } from './read';

export interface Resource<T> {
  status: 'loading' | 'success' | 'error';
  /** The answer; while loading or after a failed refresh, the previous one if it is kept. */
  data: T | null;
  errorMessage: string | null;
  retry: () => void;
}

export interface ResourceOptions {
  /**
   * Leaves the previous answer on screen while a read of the same scope loads (a list's next
   * page or filter). Another scope (another brand) always starts empty.
   */
  keepData?: boolean;
  /**
   * Renders each change as a transition: React slices a large answer (a page of rows, a card
   * whose placeholder has its size) so a phone's main thread stays free for input.
   */
  asTransition?: boolean;
}

const noop = () => {};

type ResourceActor = ActorRefFrom<typeof asyncResourceMachine>;
type ResourceSnapshot = SnapshotFrom<typeof asyncResourceMachine>;

const selectStatus = (snapshot: ResourceSnapshot): Resource<unknown>['status'] =>
  snapshot.matches('success') ? 'success' : snapshot.matches('error') ? 'error' : 'loading';
const selectData = (snapshot: ResourceSnapshot) => snapshot.context.data;
const selectErrorMessage = (snapshot: ResourceSnapshot) => snapshot.context.errorMessage;
const selectError = (snapshot: ResourceSnapshot) => snapshot.context.error;
const selectParams = (snapshot: ResourceSnapshot) =>
  snapshot.context.params as Read<unknown> | null;

/**
 * A server read on screen: the one async machine holds loading → success | error, the cache
 * beneath it de-duplicates, keeps and refreshes the answers. `read` null waits (an input the
 * read needs is not known yet) and counts as loading.
 */
export function useResource<T>(read: Read<T> | null, options: ResourceOptions = {}): Resource<T> {
  const api = useApi();
  const client = queryClientOf(api);
  const machine = useMemo(
    () => asyncResourceMachine.provide({ actors: { source: cacheSource(client) } }),
    [client],
  );
  const actor: ResourceActor = useActorRef(machine, { inspect, input: { params: read } });
  const hash = read ? hashKey(read.queryKey) : null;
  const { keepData = false, asTransition = false } = options;

  useEffect(() => {
    if (!read) return;
    const current = selectParams(actor.getSnapshot());
    if (current && hashKey(current.queryKey) === hash) return;
    const keep = keepData && current !== null && sameScope(current.queryKey, read.queryKey);
    actor.send({ type: 'resource.load', params: read, keepData: keep });
    // The key names the read; a new closure for the same key asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, hash]);

  const useSelect: <T>(actor: ResourceActor, select: (snapshot: ResourceSnapshot) => T) => T =
    asTransition ? useTransitionSelector : useSelector;
  const status = useSelect(actor, selectStatus);
  const data = useSelect(actor, selectData) as T | null;
  const errorMessage = useSelect(actor, selectErrorMessage);
  const error = useSelect(actor, selectError);
  const params = useSelect(actor, selectParams);
  const inPage = useMainColumnKey() !== null;

  // Waiting for an input shows nothing of what the read before it answered (another brand's).
  if (read === null) return { status: 'loading', data: null, errorMessage: null, retry: noop };
  // The render before the machine hears of a new key already shows that key's state.
  const behind = read !== null && (params === null || hashKey(params.queryKey) !== hash);
  // An answer the cache already holds shows in the render before the machine (started in an
  // effect, after the first render) or its transition has taken it: the source reports it next.
  const cached =
    read && (behind || status === 'loading') ? client.getQueryState(read.queryKey) : undefined;
  if (cached?.status === 'success')
    return { status: 'success', data: cached.data as T, errorMessage: null, retry: noop };
  if (behind) {
    const keep = keepData && params !== null && sameScope(params.queryKey, read.queryKey);
    return { status: 'loading', data: keep ? data : null, errorMessage: null, retry: noop };
  }
  // A page the server refuses to show this seller is the 403 page (§2), not an error box and a
  // retry that would be refused again: the route's error element takes it, inside the layout.
  // Reads outside the page (the header's, a dialog's) keep their own error states.
  if (inPage && status === 'error' && isApiError(error) && error.status === 403) throw error;
  return {
    status,
    data,
    errorMessage,
    retry: () => actor.send({ type: 'resource.retry' }),
  };
}
