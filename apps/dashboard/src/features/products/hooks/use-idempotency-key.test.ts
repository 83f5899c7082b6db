import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps the key for a retry of the same input and starts a new one after a success', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ sku: 'KNR-1' });
    expect(result.current.keyFor({ sku: 'KNR-1' })).toBe(first);
    result.current.succeeded();
    const second = result.current.keyFor({ sku: 'KNR-1' });
    expect(second).not.toBe(first);
    expect(result.current.keyFor({ sku: 'KNR-2' })).not.toBe(second);
  });
});
