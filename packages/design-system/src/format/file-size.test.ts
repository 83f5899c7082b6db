import { describe, expect, it } from 'vitest';
import { formatFileSize } from './index';

describe('formatFileSize', () => {
  it('reads megabytes with an Indonesian decimal comma', () => {
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });

  it('falls back to kilobytes and bytes for small files', () => {
    expect(formatFileSize(320 * 1024)).toBe('320 KB');
    expect(formatFileSize(12)).toBe('12 B');
  });
});
