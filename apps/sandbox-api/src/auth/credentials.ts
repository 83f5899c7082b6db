import type { HttpError } from '../http/errors.js';
import type { HandlerContext } from '../http/types.js';
import { verifyPassword } from './password.js';
import { throttleFor, type PasswordPurpose } from './throttle.js';

/** The caller's address as the Node server saw it (tests without a socket share one address). */
export function callerAddress(ctx: Pick<HandlerContext, 'hono'>): string {
  const incoming = (
    ctx.hono.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  )?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

export interface PasswordCheck {
  /** The account the password belongs to: its e-mail, as typed at sign-in. */
  account: string;
  password: string;
  purpose: PasswordPurpose;
  /** The refusal for a wrong password, in the operation's own words. */
  wrong: () => HttpError;
}

/**
 * Every call that checks a password comes through here, so each one is throttled alike: the
 * sign-in, the tenant sign-in with a client token, the password change and the bank account.
 */
export function requirePassword<T extends { password_hash: string }>(
  ctx: Pick<HandlerContext, 'db' | 'hono'>,
  /** The account's row; undefined for an unknown account, which fails like a wrong password. */
  user: T | undefined,
  check: PasswordCheck,
): T {
  const throttle = throttleFor(ctx.db);
  const address = callerAddress(ctx);
  throttle.check(check.account, address, check.purpose);
  if (!user || !verifyPassword(check.password, user.password_hash)) {
    throttle.fail(check.account, address);
    throw check.wrong();
  }
  throttle.succeed(check.account, address);
  return user;
}
