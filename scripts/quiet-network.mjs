// "The page has finished loading" for a page that keeps a live event stream open: Playwright's
// 'networkidle' never comes while the stream is open, so the e2e helpers, the screenshot script
// and the benches count the page's requests themselves and leave the stream out.

/** The live event stream stays open for the whole visit by design; it never counts as loading. */
const liveStream = /\/v1\/[^/]+\/events(\?|$)/;

const inFlight = new WeakMap();

/** Starts counting a page's requests; call it before the page loads what should be waited for. */
export function trackRequests(page) {
  if (inFlight.has(page)) return;
  const open = new Set();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!liveStream.test(request.url())) open.add(request);
  });
  const done = (request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once no request but the live stream has been in flight for `quietMs`. */
export async function waitForQuietNetwork(page, { quietMs = 500, timeoutMs = 20_000 } = {}) {
  trackRequests(page);
  const open = inFlight.get(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = open.size === 0 ? Date.now() : 0;
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
  throw new Error(
    `the network did not settle within ${timeoutMs} ms: ${[...open].map((request) => request.url()).join(', ')}`,
  );
}
