import { describe, expect, it } from 'vitest';
import {
  activeTransactionStatuses,
  educationUrl,
  isTieringEnabled,
  showsDiscussionFor,
} from './config-items';

const item = (key: string, configValue: unknown) => ({ key, configItem: key, configValue });

describe('config items', () => {
  it('reads the configured active statuses, else the contract default', () => {
    expect(activeTransactionStatuses([item('order.activeStatuses', [1, 2])])).toEqual([1, 2]);
    expect(activeTransactionStatuses([])).toEqual([1, 2, 3, 8]);
    expect(activeTransactionStatuses(null)).toEqual([1, 2, 3, 8]);
  });

  it('shows discussion for listed brands or for all', () => {
    const listed = [item('discussion.menu', { isShowForAllBrand: false, brandIds: [101] })];
    expect(showsDiscussionFor(listed, '101')).toBe(true);
    expect(showsDiscussionFor(listed, '102')).toBe(false);
    expect(
      showsDiscussionFor(
        [item('discussion.menu', { isShowForAllBrand: true, brandIds: [] })],
        '102',
      ),
    ).toBe(true);
    expect(showsDiscussionFor([], '101')).toBe(false);
  });

  it('takes only http(s) education URLs from configuration', () => {
    expect(educationUrl([item('education.url', 'https://edukasi.contoh.id')], 'https://x.id')).toBe(
      'https://edukasi.contoh.id',
    );
    expect(educationUrl([item('education.url', 'javascript:alert(1)')], 'https://x.id')).toBe(
      'https://x.id',
    );
  });

  it('reads the tiering flag, off by default', () => {
    expect(isTieringEnabled([item('tiering.enable', true)])).toBe(true);
    expect(isTieringEnabled([])).toBe(false);
  });
});
