import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkFilePolling, nextPollDelay } from './poll-schedule';
import { usePolling } from './use-polling';

describe('nextPollDelay', () => {
  it('waits longer after each idle poll, up to the cap, then stops', () => {
    const delays = Array.from({ length: 12 }, (_, round) => nextPollDelay(bulkFilePolling, round));
    expect(delays.slice(0, 4)).toEqual([1500, 2400, 3840, 6144]);
    expect(Math.max(...delays.filter((delay): delay is number => delay !== null))).toBe(30_000);
    expect(delays.slice(10)).toEqual([null, null]);
  });
});

describe('usePolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settle = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('a list that never changes is asked ten times over about two and a half minutes, then never again', async () => {
    const poll = vi.fn(async () => false);
    renderHook(() => usePolling(true, poll, bulkFilePolling));
    await settle(1500);
    expect(poll).toHaveBeenCalledTimes(1);
    await settle(10 * 60_000);
    expect(poll).toHaveBeenCalledTimes(10);
  });

  it('a change starts the short waits over', async () => {
    let changes = 2;
    const poll = vi.fn(async () => changes-- > 0);
    renderHook(() => usePolling(true, poll, bulkFilePolling));
    await settle(1500 * 3);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while inactive, and stops when it turns inactive', async () => {
    const poll = vi.fn(async () => true);
    const { rerender } = renderHook(({ active }) => usePolling(active, poll, bulkFilePolling), {
      initialProps: { active: false },
    });
    await settle(10_000);
    expect(poll).not.toHaveBeenCalled();
    rerender({ active: true });
    await settle(1500);
    expect(poll).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    await settle(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('a hidden tab asks nothing until it is shown again', async () => {
    const poll = vi.fn(async () => true);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderHook(() => usePolling(true, poll, bulkFilePolling));
    await settle(60_000);
    expect(poll).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(poll).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('an offline browser asks nothing, and asks again once it is back online', async () => {
    const poll = vi.fn(async () => true);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHook(() => usePolling(true, poll, bulkFilePolling));
    await settle(60_000);
    expect(poll).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(poll).toHaveBeenCalledTimes(1);
    await settle(1500);
    expect(poll).toHaveBeenCalledTimes(2);
    onLine.mockRestore();
  });
});
