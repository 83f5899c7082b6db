import { QueryObserver, type QueryClient } from '@tanstack/query-core';
import { fromCallback } from 'xstate';
import type { AsyncResourceSourceEvent, AsyncResourceSourceInput } from '@seller/machines';
import { failedJustNow } from './query-client';
import type { Read } from './read';

/**
 * The async machine's source over the cache: one observer per machine, moved to the new read
 * when the params change. It reports only the current read's answer — a cached one at once,
 * then each newer one (a refresh after a write) — and a failure once its call has ended.
 */
export function cacheSource(client: QueryClient) {
  return fromCallback<AsyncResourceSourceEvent, AsyncResourceSourceInput>(
    ({ input, sendBack, receive }) => {
      let observer: QueryObserver | null = null;
      let unsubscribe = () => {};
      const report = () => {
        if (!observer) return;
        const result = observer.getCurrentResult();
        if (result.status === 'success') sendBack({ type: 'resource.loaded', data: result.data });
        else if (result.status === 'error' && !result.isFetching)
          sendBack({ type: 'resource.failed', error: result.error });
      };
      const follow = (read: Read<unknown>) => {
        if (observer) observer.setOptions(read);
        else {
          observer = new QueryObserver(client, read);
          // The listener's own result may belong to the read before; the current one never does.
          unsubscribe = observer.subscribe(report);
        }
        // A failure just met (a prefetch) is shown; an older one is asked again.
        const { state } = observer.getCurrentQuery();
        if (state.status === 'error' && !failedJustNow(state)) void observer.refetch();
        report();
      };
      if (input.params) follow(input.params as Read<unknown>);
      receive((event) => {
        if (event.type === 'resource.load') follow(event.params as Read<unknown>);
        else void observer?.refetch();
      });
      return () => unsubscribe();
    },
  );
}
