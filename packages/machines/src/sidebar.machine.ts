import { assign, setup } from 'xstate';
import { SIDEBAR_COLLAPSE_BREAKPOINT_PX } from './constants';

export interface SidebarInput {
  /** Current window width in px. */
  width: number;
  /** The stored `sidebarMinimized` preference (spec §3). */
  minimised?: boolean;
}

export interface SidebarContext {
  width: number;
  /** Preference on wide screens; narrow screens always start collapsed. */
  minimised: boolean;
}

export type SidebarEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.resize'; width: number }
  | { type: 'sidebar.backdropClick' }
  | { type: 'sidebar.reset' };

const isNarrowWidth = (width: number) => width < SIDEBAR_COLLAPSE_BREAKPOINT_PX;

/**
 * Sidebar layout (spec §2): expanded 220 px or minimised 60 px on wide screens; below 1199 px
 * it collapses and opens as an overlay whose backdrop closes it.
 */
export const sidebarMachine = setup({
  types: {
    input: {} as SidebarInput,
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
  },
  actions: {
    assignWidth: assign({
      width: ({ event }) => (event.type === 'sidebar.resize' ? event.width : 0),
    }),
    assignMinimised: assign((_, params: { minimised: boolean }) => ({
      minimised: params.minimised,
    })),
    /** Persists `sidebarMinimized` (spec §3). */
    storeSidebarMinimized: (_, _params: { minimised: boolean }) => {},
  },
  guards: {
    isNarrow: ({ context }) => isNarrowWidth(context.width),
    isResizedNarrow: ({ event }) => event.type === 'sidebar.resize' && isNarrowWidth(event.width),
    isResizedWide: ({ event }) => event.type === 'sidebar.resize' && !isNarrowWidth(event.width),
    prefersMinimised: ({ context }) => context.minimised,
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ width: input.width, minimised: input.minimised ?? false }),
  initial: 'sizing',
  on: {
    'sidebar.reset': {
      target: '.sizing',
      actions: [
        { type: 'assignMinimised', params: { minimised: false } },
        { type: 'storeSidebarMinimized', params: { minimised: false } },
      ],
    },
  },
  states: {
    sizing: {
      always: [
        { guard: 'isNarrow', target: 'mobile' },
        { guard: 'prefersMinimised', target: 'desktop.minimised' },
        { target: 'desktop.expanded' },
      ],
    },
    desktop: {
      initial: 'expanded',
      on: {
        'sidebar.resize': [
          { guard: 'isResizedNarrow', target: 'mobile', actions: 'assignWidth' },
          { actions: 'assignWidth' },
        ],
      },
      states: {
        expanded: {
          on: {
            'sidebar.toggle': {
              target: 'minimised',
              actions: [
                { type: 'assignMinimised', params: { minimised: true } },
                { type: 'storeSidebarMinimized', params: { minimised: true } },
              ],
            },
          },
        },
        minimised: {
          on: {
            'sidebar.toggle': {
              target: 'expanded',
              actions: [
                { type: 'assignMinimised', params: { minimised: false } },
                { type: 'storeSidebarMinimized', params: { minimised: false } },
              ],
            },
          },
        },
      },
    },
    mobile: {
      initial: 'closed',
      on: {
        'sidebar.resize': [
          { guard: 'isResizedWide', target: 'sizing', actions: 'assignWidth' },
          { actions: 'assignWidth' },
        ],
      },
      states: {
        closed: { on: { 'sidebar.toggle': 'open' } },
        open: {
          on: {
            'sidebar.toggle': 'closed',
            'sidebar.backdropClick': 'closed',
          },
        },
      },
    },
  },
});
