import { assign, setup } from 'xstate';
import { UNKNOWN_ERROR_MESSAGE } from './constants';
import { messageOf } from './message-of';
import { providedPromise } from './provided';

export interface AsyncResourceInput {
  /** When given, loading starts at once with these params. */
  params?: unknown;
}

export interface AsyncResourceContext {
  /** Params of the latest request; null until the first one. */
  params: unknown;
  data: unknown;
  error: unknown;
  /** User-facing message of the last failure (spec §8 fallback when it has none). */
  errorMessage: string | null;
}

/** What the provided `load` actor receives. */
export interface AsyncResourceLoadInput {
  params: unknown;
}

export type AsyncResourceEvent =
  { type: 'resource.load'; params: unknown } | { type: 'resource.retry' };

/**
 * The loading → success | error flow of spec §4 that list and detail pages share. A new
 * `resource.load` while one is in flight stops the old request, so the last request wins;
 * `resource.retry` repeats the last params after a failure. The app provides `load`
 * (`fromPromise<unknown, AsyncResourceLoadInput>`); params and data stay `unknown` here because XState's
 * `setup` typing does not survive a generic factory.
 */
export const asyncResourceMachine = setup({
  types: {
    input: {} as AsyncResourceInput,
    context: {} as AsyncResourceContext,
    events: {} as AsyncResourceEvent,
  },
  actors: {
    load: providedPromise<unknown, AsyncResourceLoadInput>('load'),
  },
  actions: {
    assignParams: assign({
      params: ({ context, event }) =>
        event.type === 'resource.load' ? event.params : context.params,
    }),
  },
  guards: {
    hasParams: ({ context }) => context.params !== null,
  },
}).createMachine({
  id: 'asyncResource',
  context: ({ input }) => ({
    params: input.params ?? null,
    data: null,
    error: null,
    errorMessage: null,
  }),
  initial: 'starting',
  on: {
    'resource.load': { target: '.loading', actions: 'assignParams' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasParams', target: 'loading' }, { target: 'idle' }],
    },
    idle: {},
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ params: context.params }),
        onDone: {
          target: 'success',
          actions: assign(({ event }) => ({ data: event.output, error: null, errorMessage: null })),
        },
        onError: {
          target: 'error',
          actions: assign(({ event }) => ({
            error: event.error,
            errorMessage: messageOf(event.error, UNKNOWN_ERROR_MESSAGE),
          })),
        },
      },
    },
    success: {},
    error: {
      on: { 'resource.retry': { guard: 'hasParams', target: 'loading' } },
    },
  },
});
