import { describe, expect, it } from 'vitest';
import { expiredSessionSignInPath, signInReasonOf } from './urls';

describe('the sign-in page after a session ended (§8 401)', () => {
  it('names the reason and the page to come back to', () => {
    const path = expiredSessionSignInPath('/transaction-v3?status=2');
    expect(path).toBe('/sign-in?reason=expired&redirect=%2Ftransaction-v3%3Fstatus%3D2');
    expect(signInReasonOf(path.slice(path.indexOf('?')))).toBe('expired');
  });

  it('offers no way back to another origin, nor to the pages that lead nowhere', () => {
    expect(expiredSessionSignInPath('//evil.example/home')).toBe('/sign-in?reason=expired');
    expect(expiredSessionSignInPath('/logout')).toBe('/sign-in?reason=expired');
    expect(expiredSessionSignInPath('/sign-in?reason=expired')).toBe('/sign-in?reason=expired');
  });

  it('has no reason on a plain visit', () => {
    expect(signInReasonOf('')).toBeNull();
    expect(signInReasonOf('?redirect=%2Fhome')).toBeNull();
  });
});
