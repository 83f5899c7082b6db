import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModules() {
  vi.resetModules();
  const screenModule = await import('./page-settled');
  const { AfterPageSettled } = await import('./AfterPageSettled');
  return { ...screenModule, AfterPageSettled };
}

describe('AfterPageSettled', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows its children at once when no first screen is on its way', async () => {
    const { AfterPageSettled } = await freshModules();
    render(
      <AfterPageSettled>
        <p>Kotak keluar</p>
      </AfterPageSettled>,
    );
    expect(screen.getByText('Kotak keluar')).toBeInTheDocument();
  });

  it("shows them once a reload's first screen has painted, not before", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { AfterPageSettled, expectPageSettled, markPageShown } = await freshModules();
    expectPageSettled();
    render(
      <AfterPageSettled>
        <p>Kotak keluar</p>
      </AfterPageSettled>,
    );
    expect(screen.queryByText('Kotak keluar')).toBeNull();
    await act(async () => {
      markPageShown();
      vi.advanceTimersByTime(50);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Kotak keluar')).toBeInTheDocument();
  });
});
