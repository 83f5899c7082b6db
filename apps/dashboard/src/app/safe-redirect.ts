/**
 * A redirect target taken from a URL (`?redirect=`) is followed only when it is a same-origin
 * path: an absolute `/path`, never `//host`, `/\host` or a scheme.
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
