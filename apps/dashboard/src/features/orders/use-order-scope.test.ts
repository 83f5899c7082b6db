import { describe, expect, it } from 'vitest';
import { isTransactionV3Enabled } from './use-order-scope';

describe('isTransactionV3Enabled', () => {
  it('follows transaction.v3.enable and is off when the key is missing or not a boolean true', () => {
    expect(
      isTransactionV3Enabled([
        { key: 'transaction.v3.enable', configItem: 'x', configValue: true },
      ]),
    ).toBe(true);
    expect(
      isTransactionV3Enabled([
        { key: 'transaction.v3.enable', configItem: 'x', configValue: 'true' },
      ]),
    ).toBe(false);
    expect(
      isTransactionV3Enabled([{ key: 'onboarding.enable', configItem: 'x', configValue: true }]),
    ).toBe(false);
    expect(isTransactionV3Enabled(null)).toBe(false);
  });
});
