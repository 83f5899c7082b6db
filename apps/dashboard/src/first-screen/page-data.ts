import type { ApiClients } from '@seller/api-types';
import { forgetHomeCalls, startHomeCalls } from '../features/home/home-calls';

/** The addresses of the home page, whose cards show their first data in their first render. */
const homePaths = new Set(['/home', '/home-v2', '/dashboard']);

/**
 * Starts the first data calls of the page at `url` on the drawing's API (the page's answers), as
 * the entry script starts them on a reload, and resolves once they have answered: the page then
 * draws its data rather than placeholders. The returned function forgets them, so no later visit
 * (maybe another seller's) is drawn with this one's data. Other pages keep their placeholders:
 * their lists load through machines that start only in the browser.
 */
export async function startPageData(api: ApiClients, url: URL): Promise<() => void> {
  if (!homePaths.has(url.pathname)) return () => undefined;
  forgetHomeCalls();
  await startHomeCalls(api);
  return forgetHomeCalls;
}
