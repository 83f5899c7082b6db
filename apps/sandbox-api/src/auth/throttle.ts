import { HttpError } from '../http/errors.js';

/**
 * Failed sign-ins are counted per account and per address within a window; past the limit the
 * login answers 429 until the window ends. Only failures count, so the e2e suite, which signs in
 * many times from one address with the right password, is never slowed down.
 */
export const throttleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;

interface Counter {
  failures: number;
  resetAt: number;
}

export class SignInThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  private keys(account: string, address: string): [string, number][] {
    return [
      [`account:${account.trim().toLowerCase()}`, throttleLimits.perAccount],
      [`address:${address}`, throttleLimits.perAddress],
    ];
  }

  /** Throws 429 while the account or the address is over its limit of failures. */
  check(account: string, address: string): void {
    const now = this.now();
    for (const [key, limit] of this.keys(account, address)) {
      const counter = this.counters.get(key);
      if (!counter) continue;
      if (counter.resetAt <= now) {
        this.counters.delete(key);
        continue;
      }
      if (counter.failures >= limit) {
        const minutes = Math.max(1, Math.ceil((counter.resetAt - now) / 60000));
        throw new HttpError(429, 'TOO_MANY_REQUESTS', `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`);
      }
    }
  }

  fail(account: string, address: string): void {
    const now = this.now();
    if (this.counters.size > 100_000) this.counters.clear();
    for (const [key] of this.keys(account, address)) {
      const counter = this.counters.get(key);
      if (counter && counter.resetAt > now) counter.failures++;
      else this.counters.set(key, { failures: 1, resetAt: now + throttleLimits.windowMs });
    }
  }

  /** A successful sign-in clears the account's failures (the address keeps its count). */
  succeed(account: string): void {
    this.counters.delete(`account:${account.trim().toLowerCase()}`);
  }
}

const throttles = new WeakMap<object, SignInThrottle>();

/** One throttle per database, so every test sandbox starts clean. */
export function throttleFor(db: object): SignInThrottle {
  let throttle = throttles.get(db);
  if (!throttle) throttles.set(db, (throttle = new SignInThrottle()));
  return throttle;
}
