import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Low cost keeps seeding and sign-in fast; these are demo accounts, not production secrets.
const params = { N: 1024, r: 8, p: 1 } as const;

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, 32, params).toString('hex');
  return `scrypt$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
