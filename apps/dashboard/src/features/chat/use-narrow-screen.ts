import { useSyncExternalStore } from 'react';

/** Below this width the chat entry point hides (spec §2, §9: chat widget mobile breakpoint). */
export const chatMobileBreakpointPx = 600;

const query = `(max-width: ${chatMobileBreakpointPx - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
