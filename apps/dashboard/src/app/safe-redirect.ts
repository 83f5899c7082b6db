const base = 'http://same-origin.invalid';

/** True when `path`, followed from any page of the app, stays on the app's origin. */
function staysOnOrigin(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  try {
    return new URL(path, `${base}/any/page`).origin === base;
  } catch {
    return false;
  }
}

/**
 * A redirect target taken from a URL (`?redirect=`) is followed only when it is a same-origin
 * path. The target is resolved first and the resolved path checked again: `/.//evil.example/`
 * resolves to `//evil.example/`, which a browser would follow to another host.
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (!target || !staysOnOrigin(target)) return fallback;
  let resolved: string;
  try {
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    resolved = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
  return staysOnOrigin(resolved) ? resolved : fallback;
}
