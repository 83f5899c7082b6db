import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdlePart } from './idle-part';
import { lazyPart } from './later-part';

/** Fresh modules with no first screen declared yet, and a part that counts the asks for its code. */
async function freshIdlePart() {
  vi.resetModules();
  const firstScreen = await import('./page-settled');
  const fresh = await import('./idle-part');
  const later = await import('./later-part');
  const part = {
    asked: 0,
    Part: later.lazyPart(async () => {
      part.asked += 1;
      return () => <button type="button">Lonceng</button>;
    }),
  };
  return { firstScreen, FreshIdlePart: fresh.IdlePart, part };
}

describe('IdlePart', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks for nothing before the idle moment, holds the place until the code is here, then shows the part', async () => {
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    let asked = 0;
    const Part = lazyPart(async () => {
      asked += 1;
      await code;
      return () => <button type="button">Bantuan</button>;
    });
    render(
      <IdlePart preload={Part.preload} fallback={<span>Tempat lonceng</span>}>
        <Part />
      </IdlePart>,
    );
    expect(asked).toBe(0);
    expect(screen.getByText('Tempat lonceng')).toBeInTheDocument();
    // Past the idle moment, the code is still on its way: nothing mounts yet.
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByText('Tempat lonceng')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bantuan' })).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('button', { name: 'Bantuan' })).toBeInTheDocument();
    expect(screen.queryByText('Tempat lonceng')).not.toBeInTheDocument();
  });

  it('leaves out a part whose code cannot be loaded, keeping its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let asked = 0;
    const Part = lazyPart<object>(() => {
      asked += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    render(
      <main>
        <h1>Beranda</h1>
        <IdlePart preload={Part.preload} fallback={<span>Tempat lonceng</span>}>
          <Part />
        </IdlePart>
      </main>,
    );
    // Past the idle moment the part is tried: offline, without asking for its code.
    await waitFor(() => expect(online).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(asked).toBe(0);
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
    expect(screen.getByText('Tempat lonceng')).toBeInTheDocument();
    online.mockRestore();
    vi.restoreAllMocks();
  });

  it("asks for nothing while a reload's first screen is on its way, then mounts in the idle moment after it", async () => {
    const { firstScreen, FreshIdlePart, part } = await freshIdlePart();
    firstScreen.expectPageSettled();
    render(
      <FreshIdlePart preload={part.Part.preload}>
        <part.Part />
      </FreshIdlePart>,
    );
    // However long the first screen takes, nothing is asked for.
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(part.asked).toBe(0);
    vi.useRealTimers();
    firstScreen.markPageShown();
    expect(await screen.findByRole('button', { name: 'Lonceng' })).toBeInTheDocument();
  });

  it('loads and mounts at once when the page shows its data itself, first screen or not', async () => {
    const { firstScreen, FreshIdlePart, part } = await freshIdlePart();
    firstScreen.expectPageSettled();
    render(
      <FreshIdlePart now preload={part.Part.preload}>
        <part.Part />
      </FreshIdlePart>,
    );
    expect(await screen.findByRole('button', { name: 'Lonceng' })).toBeInTheDocument();
    expect(firstScreen.isPageSettlePending()).toBe(true);
  });
});
