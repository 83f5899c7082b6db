import { isDrawingFirstScreen } from './drawn-list';
import { peekEarly, startEarly } from './early-requests';

/**
 * Data a page loads in an effect of its own (not in a route's loader or an early call), drawn
 * with the page by the server's drawing of a first screen: a first render names the calls
 * (`drawnAnswer`), the drawing waits for them (`settleNamedCalls`, the server answering from
 * the page's answers or its asks) and draws the page again with their answers
 * (first-screen/render-first-screen.tsx). In the browser nothing is named: the page loads in its
 * effect as on any visit, and the answers the page carries serve it.
 */
const named = new Set<Promise<void>>();
const earlyKey = (key: string) => `drawn:${key}`;

/**
 * In the server's drawing, the answer of the call under `key` once it has come back, the call
 * named (started with `load`) on first sight; always undefined in the browser.
 */
export function drawnAnswer<T>(key: string, load: () => Promise<T>): { value: T } | undefined {
  if (!isDrawingFirstScreen()) return undefined;
  const answer = peekEarly<T>(earlyKey(key));
  if (answer) return answer;
  named.add(startEarly(earlyKey(key), load));
  return undefined;
}

/** Waits for the calls the last render named; true when it named any (the page is then drawn again). */
export async function settleNamedCalls(): Promise<boolean> {
  const waiting = [...named];
  named.clear();
  await Promise.all(waiting);
  return waiting.length > 0;
}

/** Forgets the named calls of a visit (a failed one is named again by the second render). */
export function forgetNamedCalls(): void {
  named.clear();
}
