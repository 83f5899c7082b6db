import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdlePart } from './idle-part';
import { lazyPart } from './later-part';

describe('IdlePart', () => {
  afterEach(cleanup);

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
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(asked).toBe(1);
    expect(screen.getByText('Tempat lonceng')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bantuan' })).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('button', { name: 'Bantuan' })).toBeInTheDocument();
    expect(screen.queryByText('Tempat lonceng')).not.toBeInTheDocument();
  });

  it('leaves out a part whose code cannot be loaded, keeping its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Part = lazyPart<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>Beranda</h1>
        <IdlePart preload={Part.preload} fallback={<span>Tempat lonceng</span>}>
          <Part />
        </IdlePart>
      </main>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
    expect(screen.getByText('Tempat lonceng')).toBeInTheDocument();
    online.mockRestore();
    vi.restoreAllMocks();
  });
});
