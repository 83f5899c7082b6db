import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/**
 * Whether the request reached us over HTTPS, directly or through a proxy that says so. Only used
 * to add `Secure` to a cookie, so a proxy's word can make a cookie stricter, never looser.
 */
export function cameOverHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** §9: the app version this browser last ran, kept by the server where script cannot read it. */
export const versionCookie = {
  name: 'evm_version',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

export function readVersionCookie(c: Context): string | null {
  return getCookie(c, versionCookie.name) ?? null;
}

/** Path /, http-only, same-site lax, about a year, and `Secure` whenever the request came over HTTPS. */
export function writeVersionCookie(c: Context, version: string): void {
  setCookie(c, versionCookie.name, version, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: cameOverHttps(c),
    maxAge: versionCookie.maxAgeSeconds,
  });
}
