import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModules() {
  vi.resetModules();
  const screenModule = await import('./first-screen');
  const { AfterFirstScreen } = await import('./AfterFirstScreen');
  return { ...screenModule, AfterFirstScreen };
}

describe('AfterFirstScreen', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows its children at once when no first screen is on its way', async () => {
    const { AfterFirstScreen } = await freshModules();
    render(<AfterFirstScreen><p>Kotak keluar</p></AfterFirstScreen>);
    expect(screen.getByText('Kotak keluar')).toBeInTheDocument();
  });

  it("shows them once a reload's first screen has painted, not before", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { AfterFirstScreen, expectFirstScreen, markFirstScreenShown } = await freshModules();
    expectFirstScreen();
    render(<AfterFirstScreen><p>Kotak keluar</p></AfterFirstScreen>);
    expect(screen.queryByText('Kotak keluar')).toBeNull();
    await act(async () => {
      markFirstScreenShown();
      vi.advanceTimersByTime(50);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Kotak keluar')).toBeInTheDocument();
  });
});
