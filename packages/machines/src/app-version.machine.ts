import { assign, setup } from 'xstate';
import { CHUNK_RELOAD_THROTTLE_MS, SERVICE_WORKER_RELOAD_DELAY_MS } from './constants';
import { providedPromise } from './provided';

export interface AppVersionInput {
  /** Version of the running bundle. */
  appVersion: string;
  /** Value of the `evm_version` cookie, null when absent. */
  cookieVersion: string | null;
  /** Path, query and hash of the current page, reloaded as is. */
  fullPath: string;
  /** How long ago a chunk-load failure last reloaded the page (kept across reloads by the app). */
  chunkReloadedMsAgo?: number | null;
}

export interface AppVersionContext {
  appVersion: string;
  cookieVersion: string | null;
  fullPath: string;
  chunkReloadedMsAgo: number | null;
}

export type AppVersionEvent =
  { type: 'app.navigated'; fullPath: string } | { type: 'app.chunkLoadFailed' };

/**
 * Version check and reload throttle (spec §4, §8, §9): the `evm_version` cookie follows the app
 * version; a new version clears old service workers and caches, then reloads at the same path
 * after 3 s; a chunk-load failure reloads at most once per 60 s.
 */
export const appVersionMachine = setup({
  types: {
    input: {} as AppVersionInput,
    context: {} as AppVersionContext,
    events: {} as AppVersionEvent,
  },
  actors: {
    removeServiceWorkersAndCaches: providedPromise<void>('removeServiceWorkersAndCaches'),
  },
  actions: {
    assignFullPath: assign({
      fullPath: ({ context, event }) =>
        event.type === 'app.navigated' ? event.fullPath : context.fullPath,
    }),
    assignVersionCookie: assign({ cookieVersion: ({ context }) => context.appVersion }),
    markChunkReloadNow: assign({ chunkReloadedMsAgo: () => 0 }),
    clearChunkReload: assign({ chunkReloadedMsAgo: () => null }),
    /** Writes `evm_version` (path /, secure, http-only, same-site lax, about a year). */
    setVersionCookie: (_, _params: { version: string }) => {},
    reloadPage: (_, _params: { fullPath: string }) => {},
    /** Remembers the time of a chunk reload so the throttle survives the reload itself. */
    recordChunkReload: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isVersionCookieAbsent: ({ context }) => context.cookieVersion === null,
    isVersionChanged: ({ context }) => context.cookieVersion !== context.appVersion,
    isChunkReloadRecent: ({ context }) =>
      context.chunkReloadedMsAgo !== null && context.chunkReloadedMsAgo < CHUNK_RELOAD_THROTTLE_MS,
  },
  delays: {
    serviceWorkerReloadDelay: SERVICE_WORKER_RELOAD_DELAY_MS,
    chunkReloadThrottle: ({ context }) =>
      Math.max(0, CHUNK_RELOAD_THROTTLE_MS - (context.chunkReloadedMsAgo ?? 0)),
  },
}).createMachine({
  id: 'appVersion',
  type: 'parallel',
  context: ({ input }) => ({
    appVersion: input.appVersion,
    cookieVersion: input.cookieVersion,
    fullPath: input.fullPath,
    chunkReloadedMsAgo: input.chunkReloadedMsAgo ?? null,
  }),
  on: { 'app.navigated': { actions: 'assignFullPath' } },
  states: {
    version: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            {
              guard: 'isVersionCookieAbsent',
              target: 'current',
              actions: [
                'assignVersionCookie',
                {
                  type: 'setVersionCookie',
                  params: ({ context }) => ({ version: context.appVersion }),
                },
              ],
            },
            {
              guard: 'isVersionChanged',
              target: 'clearingCaches',
              actions: [
                'assignVersionCookie',
                {
                  type: 'setVersionCookie',
                  params: ({ context }) => ({ version: context.appVersion }),
                },
              ],
            },
            { target: 'current' },
          ],
        },
        current: {},
        clearingCaches: {
          invoke: {
            id: 'removeServiceWorkersAndCaches',
            src: 'removeServiceWorkersAndCaches',
            onDone: 'waitingToReload',
            onError: {
              target: 'waitingToReload',
              actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waitingToReload: {
          after: {
            serviceWorkerReloadDelay: {
              target: 'reloading',
              actions: {
                type: 'reloadPage',
                params: ({ context }) => ({ fullPath: context.fullPath }),
              },
            },
          },
        },
        reloading: {},
      },
    },
    chunkReload: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'isChunkReloadRecent', target: 'throttled' }, { target: 'ready' }],
        },
        ready: {
          on: {
            'app.chunkLoadFailed': {
              target: 'throttled',
              actions: [
                'markChunkReloadNow',
                'recordChunkReload',
                { type: 'reloadPage', params: ({ context }) => ({ fullPath: context.fullPath }) },
              ],
            },
          },
        },
        throttled: {
          after: { chunkReloadThrottle: { target: 'ready', actions: 'clearChunkReload' } },
        },
      },
    },
  },
});
