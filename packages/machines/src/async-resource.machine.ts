import { assign, sendTo, setup } from 'xstate';
import { UNKNOWN_ERROR_MESSAGE } from './constants';
import { messageOf } from './message-of';
import { providedCallback } from './provided';

export interface AsyncResourceInput {
  /** When given, loading starts at once with these params. */
  params?: unknown;
}

export interface AsyncResourceContext {
  /** Params of the latest request; null until the first one. */
  params: unknown;
  /** The latest answer; kept while a refresh or a failed refresh is on screen. */
  data: unknown;
  error: unknown;
  /** User-facing message of the last failure (spec §8 fallback when it has none). */
  errorMessage: string | null;
}

/** What the provided `source` actor starts with. */
export interface AsyncResourceSourceInput {
  params: unknown;
}

/** What the machine tells its source: new params, or ask again after a failure. */
export type AsyncResourceSourceEvent =
  { type: 'resource.load'; params: unknown; keepData?: boolean } | { type: 'resource.retry' };

export type AsyncResourceEvent =
  | AsyncResourceSourceEvent
  /** From the source: the answer for the current params (first, cached or refreshed). */
  | { type: 'resource.loaded'; data: unknown }
  /** From the source: the current params' call failed. */
  | { type: 'resource.failed'; error: unknown };

/**
 * The loading → success | error flow of spec §4 that every page's read shares. The `source`
 * the app provides is a callback actor over the data layer's cache: it answers for the current
 * params only (a cached answer at once, a refreshed one whenever the cache has a newer one), so
 * the last params win and an old answer never lands. `resource.load` with `keepData` leaves
 * the previous answer on screen while the next loads (a list's next page); without it the
 * previous answer goes (another brand's data is never shown). `resource.retry` asks again
 * after a failure. Params and data stay `unknown` because XState's `setup` typing does not
 * survive a generic factory; the app's hook types them.
 */
export const asyncResourceMachine = setup({
  types: {
    input: {} as AsyncResourceInput,
    context: {} as AsyncResourceContext,
    events: {} as AsyncResourceEvent,
  },
  actors: {
    source: providedCallback<AsyncResourceSourceEvent, AsyncResourceSourceInput>('source'),
  },
  actions: {
    takeParams: assign(({ context, event }) =>
      event.type === 'resource.load'
        ? { params: event.params, data: event.keepData ? context.data : null }
        : {},
    ),
    tellSource: sendTo('source', ({ event }) => event as AsyncResourceSourceEvent),
    takeAnswer: assign(({ event }) =>
      event.type === 'resource.loaded' ? { data: event.data, error: null, errorMessage: null } : {},
    ),
    takeFailure: assign(({ event }) =>
      event.type === 'resource.failed'
        ? { error: event.error, errorMessage: messageOf(event.error, UNKNOWN_ERROR_MESSAGE) }
        : {},
    ),
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
  invoke: { id: 'source', src: 'source', input: ({ context }) => ({ params: context.params }) },
  initial: 'starting',
  on: {
    'resource.load': { target: '.loading', actions: ['takeParams', 'tellSource'] },
    'resource.loaded': { guard: 'hasParams', target: '.success', actions: 'takeAnswer' },
    'resource.failed': { guard: 'hasParams', target: '.error', actions: 'takeFailure' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasParams', target: 'loading' }, { target: 'idle' }],
    },
    idle: {},
    loading: {},
    success: {},
    error: {
      on: { 'resource.retry': { guard: 'hasParams', target: 'loading', actions: 'tellSource' } },
    },
  },
});
