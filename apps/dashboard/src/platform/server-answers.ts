/**
 * Answers the server sent inside the page for the calls a signed-in page starts with (the
 * session's user, brands, menu, permissions and config, the page's own first data), so a reload
 * does not wait for a round of calls before its first screen. Each is given once, to a GET of
 * exactly that address (query order aside), and only while the page is young: an answer the
 * page did not take at its start (it opened with another filter) is as old as the page, and a
 * later visit to that address must see today's data. Anything else goes to the network.
 */
export const serverAnswersElementId = 'server-answers';

/** How long after the page's start its answers are given (the app core arrives well within it on a slow phone). */
const freshForMs = 15_000;

export interface ServerAnswer {
  url: string;
  status: number;
  body: unknown;
}

let answers: Map<string, ServerAnswer> | null = null;

/** Path and query, the query's pairs sorted by name: two spellings of one call meet. */
export function answerKey(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.sort();
  return `${url.pathname}?${query.toString()}`;
}

function isServerAnswer(value: unknown): value is ServerAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { url, status } = value as Record<string, unknown>;
  return typeof url === 'string' && typeof status === 'number' && 'body' in value;
}

/** Reads the page's answers once and takes the element out, so nothing reads them twice. */
function readAnswers(): Map<string, ServerAnswer> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById(serverAnswersElementId);
  if (!element) return answers;
  element.remove();
  try {
    const list: unknown = JSON.parse(element.textContent ?? '');
    if (!Array.isArray(list)) return answers;
    for (const answer of list) {
      if (isServerAnswer(answer)) answers.set(answerKey(new URL(answer.url, window.location.origin)), answer);
    }
  } catch {
    // An unreadable element is no answer: the calls go out as usual.
  }
  return answers;
}

/** The page's answer to `request`, once, or null. */
export function takeServerAnswer(request: Request): Response | null {
  if (request.method !== 'GET' || performance.now() > freshForMs) return null;
  const url = new URL(request.url);
  if (url.origin !== window.location.origin) return null;
  const all = readAnswers();
  const key = answerKey(url);
  const answer = all.get(key);
  if (!answer) return null;
  all.delete(key);
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that takes the page's answer when it has one and asks the network otherwise. */
export function fetchWithServerAnswers(request: Request): Promise<Response> {
  const answer = takeServerAnswer(request);
  return answer ? Promise.resolve(answer) : globalThis.fetch(request);
}
