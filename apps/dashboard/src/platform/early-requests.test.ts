import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-requests';

afterEach(() => vi.useRealTimers());

describe('calls started before their page', () => {
  it('are taken once, by the same key', async () => {
    const start = vi.fn(() => Promise.resolve('daftar'));
    startEarly('orders:1', start);
    startEarly('orders:1', start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(takeEarly('orders:2')).toBeUndefined();
    await expect(takeEarly('orders:1')).resolves.toBe('daftar');
    expect(takeEarly('orders:1')).toBeUndefined();
  });

  it('are dropped when nobody took them in time', () => {
    vi.useFakeTimers();
    startEarly('orders:3', () => Promise.resolve('lama'));
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('orders:3')).toBeUndefined();
  });

  it('keep a failure for the page to report', async () => {
    startEarly('orders:4', () => Promise.reject(new Error('Gagal')));
    await expect(takeEarly('orders:4')).rejects.toThrow('Gagal');
  });
});

describe('the toast of an early call that failed', () => {
  it('waits for the app toaster, then shows once; later ones show at once', async () => {
    const { reportEarlyError, connectEarlyErrorToast } = await import('./early-requests');
    const shown: string[] = [];
    reportEarlyError('Terjadi kesalahan pada server.');
    expect(shown).toEqual([]);
    const disconnect = connectEarlyErrorToast((message) => shown.push(message));
    expect(shown).toEqual(['Terjadi kesalahan pada server.']);
    reportEarlyError('Gagal menghubungi server.');
    expect(shown).toEqual(['Terjadi kesalahan pada server.', 'Gagal menghubungi server.']);
    disconnect();
    connectEarlyErrorToast((message) => shown.push(`lagi: ${message}`))();
    expect(shown).toHaveLength(2);
  });
});
