/** A matchMedia whose answers the test sets, and whose listeners it can wake; `matches` is live, as a browser's is. */
export function fakeMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, ((event: { matches: boolean }) => void)[]>();
  const matchMedia = (query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.set(query, [...(listeners.get(query) ?? []), listener]),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.set(
        query,
        (listeners.get(query) ?? []).filter((known) => known !== listener),
      ),
  });
  const change = (query: string, matches: boolean) => {
    state[query] = matches;
    for (const listener of listeners.get(query) ?? []) listener({ matches });
  };
  return { matchMedia, change };
}
