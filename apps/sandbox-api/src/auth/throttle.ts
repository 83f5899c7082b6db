import { HttpError } from '../http/errors.js';

/**
 * Password guessing is bounded per account without handing a stranger the owner's lockout
 * (docs/decisions/password-throttle.md, ASVS 5.0 V6.3):
 * - one account from one address: 5 failures in 15 minutes close that pair for the window;
 * - one address over all accounts: 20 failures in 15 minutes close the address (stuffing);
 * - one account over all addresses: past 30 failures in an hour, addresses that never signed in
 *   to it share one try a minute, while an address it signed in from keeps its own pair limit.
 * Only failures count, so a seller signing in many times with the right password is never slowed.
 */
export const throttleLimits = {
  pair: { failures: 5, windowMs: 15 * 60 * 1000 },
  address: { failures: 20, windowMs: 15 * 60 * 1000 },
  account: { failures: 30, windowMs: 60 * 60 * 1000 },
  /** Past the account's limit, one try per this interval for all unknown addresses together. */
  strangerIntervalMs: 60 * 1000,
  /** An address the account signed in from stays known this long. */
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** What the password was for: signing in, or confirming a change inside a session. */
export type PasswordPurpose = 'signIn' | 'confirm';

const tooManyMessages: Record<PasswordPurpose, (minutes: number) => string> = {
  signIn: (minutes) =>
    `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`,
  confirm: (minutes) =>
    `Terlalu banyak percobaan kata sandi yang salah. Coba lagi dalam ${minutes} menit.`,
};

interface Counter {
  failures: number;
  resetAt: number;
}

const accountKey = (account: string) => account.trim().toLowerCase();

export class PasswordThrottle {
  private readonly counters = new Map<string, Counter>();
  private readonly knownAddresses = new Map<string, Map<string, number>>();
  private readonly strangerNextTry = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws 429 while this account may not be tried from this address; otherwise lets one try through. */
  check(account: string, address: string, purpose: PasswordPurpose = 'signIn'): void {
    const now = this.now();
    const who = accountKey(account);
    const refuse = (untilMs: number) => {
      const minutes = Math.max(1, Math.ceil((untilMs - now) / 60000));
      return new HttpError(429, 'TOO_MANY_REQUESTS', tooManyMessages[purpose](minutes));
    };
    for (const [key, limit] of [
      [`pair:${who}\n${address}`, throttleLimits.pair.failures],
      [`address:${address}`, throttleLimits.address.failures],
    ] as const) {
      const counter = this.live(key, now);
      if (counter && counter.failures >= limit) throw refuse(counter.resetAt);
    }
    const overall = this.live(`account:${who}`, now);
    if (
      !overall ||
      overall.failures < throttleLimits.account.failures ||
      this.isKnown(who, address, now)
    )
      return;
    const next = this.strangerNextTry.get(who) ?? 0;
    if (next > now) throw refuse(next);
    this.strangerNextTry.set(who, now + throttleLimits.strangerIntervalMs);
  }

  fail(account: string, address: string): void {
    const now = this.now();
    const who = accountKey(account);
    if (this.counters.size > 100_000) this.counters.clear();
    this.count(`pair:${who}\n${address}`, throttleLimits.pair.windowMs, now);
    this.count(`address:${address}`, throttleLimits.address.windowMs, now);
    this.count(`account:${who}`, throttleLimits.account.windowMs, now);
  }

  /**
   * The right password from this address: the pair starts again and the address becomes known.
   * The account's overall count stays, so a stranger's guesses are not forgiven by the owner's sign-in.
   */
  succeed(account: string, address: string): void {
    const who = accountKey(account);
    this.counters.delete(`pair:${who}\n${address}`);
    let known = this.knownAddresses.get(who);
    if (!known) {
      if (this.knownAddresses.size > 100_000) this.knownAddresses.clear();
      this.knownAddresses.set(who, (known = new Map()));
    }
    known.set(address, this.now());
  }

  private isKnown(who: string, address: string, now: number): boolean {
    const at = this.knownAddresses.get(who)?.get(address);
    return at !== undefined && now - at < throttleLimits.knownAddressMs;
  }

  private live(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.resetAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private count(key: string, windowMs: number, now: number): void {
    const counter = this.live(key, now);
    if (counter) counter.failures++;
    else this.counters.set(key, { failures: 1, resetAt: now + windowMs });
  }
}

const throttles = new WeakMap<object, PasswordThrottle>();

/** One throttle per database, so every test sandbox starts clean. */
export function throttleFor(db: object): PasswordThrottle {
  let throttle = throttles.get(db);
  if (!throttle) throttles.set(db, (throttle = new PasswordThrottle()));
  return throttle;
}
