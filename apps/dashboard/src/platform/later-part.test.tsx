import { Component, type ComponentType, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToAppEvents } from './app-events';
import { LaterPart, lazyPart } from './later-part';

class Fallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Halaman gagal dimuat</p> : this.props.children;
  }
}

/** A page with a heading and the part below it, inside a boundary that shows when the page fails. */
function renderInPage(heading: string, Part: ComponentType) {
  render(
    <Fallback>
      <h1>{heading}</h1>
      <LaterPart>
        <Part />
      </LaterPart>
    </Fallback>,
  );
}

describe('LaterPart', () => {
  // Parts of earlier tests would otherwise still be on the page when the connection comes back.
  afterEach(cleanup);

  it('shows the part once its code is here', async () => {
    const Part = lazyPart(async () => () => <button type="button">Ubah resi</button>);
    render(
      <LaterPart>
        <Part />
      </LaterPart>,
    );
    expect(await screen.findByRole('button', { name: 'Ubah resi' })).toBeInTheDocument();
  });

  it('leaves out a part whose code cannot be loaded, keeps the page and tells the version check', async () => {
    const events: string[] = [];
    listenToAppEvents((event) => events.push(event));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderInPage('Pesanan', Part);
    await vi.waitFor(() => expect(events).toContain('chunkLoadFailed'));
    expect(screen.getByRole('heading', { name: 'Pesanan' })).toBeInTheDocument();
    expect(screen.queryByText('Halaman gagal dimuat')).not.toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it("does not ask for a part's code offline, and asks once the connection is back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const events: string[] = [];
    listenToAppEvents((event) => events.push(event));
    let tries = 0;
    // The browser would keep a chunk asked for offline as failed, and never ask for it again.
    const Part = lazyPart<object>(async () => {
      tries += 1;
      return () => <button type="button">Unggah massal</button>;
    });
    await Part.preload();
    renderInPage('Produk', Part);
    await act(async () => {
      await Promise.resolve();
    });
    expect(tries).toBe(0);
    expect(screen.queryByRole('button', { name: 'Unggah massal' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Produk' })).toBeInTheDocument();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Unggah massal' })).toBeInTheDocument();
    expect(tries).toBe(1);
    // Offline the chunk was not gone: no reload was asked for.
    expect(events).toEqual([]);
    vi.restoreAllMocks();
  });

  it('asks again once the connection is back for a part whose code failed offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const events: string[] = [];
    listenToAppEvents((event) => events.push(event));
    let tries = 0;
    // The connection drops while the chunk is on its way.
    const Part = lazyPart<object>(async () => {
      tries += 1;
      if (tries === 1) {
        online.mockReturnValue(false);
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return () => <button type="button">Unggah massal</button>;
    });
    renderInPage('Produk', Part);
    await vi.waitFor(() => expect(tries).toBe(1));
    expect(screen.getByRole('heading', { name: 'Produk' })).toBeInTheDocument();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Unggah massal' })).toBeInTheDocument();
    expect(tries).toBe(2);
    expect(events).toEqual([]);
    vi.restoreAllMocks();
  });

  it('asks again for a part whose failed try ends only after the connection is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const events: string[] = [];
    listenToAppEvents((event) => events.push(event));
    let tries = 0;
    let failFirstTry: () => void = () => undefined;
    const Part = lazyPart<object>(async () => {
      tries += 1;
      if (tries === 1) {
        await new Promise<void>((resolve) => (failFirstTry = resolve));
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return () => <button type="button">Unggah massal</button>;
    });
    renderInPage('Produk', Part);
    await vi.waitFor(() => expect(tries).toBe(1));

    // The connection drops and comes back while the first try is on its way; it fails after.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(async () => failFirstTry());

    expect(await screen.findByRole('button', { name: 'Unggah massal' })).toBeInTheDocument();
    expect(tries).toBe(2);
    expect(events).toEqual([]);
    vi.restoreAllMocks();
  });

  it('leaves out a part whose chunk resolved to nothing (a deploy that is gone, while the page reloads)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart<object>(() => Promise.resolve(undefined as unknown as () => null));
    renderInPage('Pesanan', Part);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Pesanan' })).toBeInTheDocument();
    expect(screen.queryByText('Halaman gagal dimuat')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("holds the part's place with its fallback while it loads and while it is left out", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let fail: (error: Error) => void = () => undefined;
    const Part = lazyPart<object>(() => new Promise((_, reject) => (fail = reject)));
    render(
      <LaterPart fallback={<span>Memuat lonceng</span>}>
        <Part />
      </LaterPart>,
    );
    expect(screen.getByText('Memuat lonceng')).toBeInTheDocument();
    await act(async () => {
      fail(new TypeError('Failed to fetch dynamically imported module'));
      await Promise.resolve();
    });
    expect(screen.getByText('Memuat lonceng')).toBeInTheDocument();
    online.mockRestore();
    vi.restoreAllMocks();
  });

  it('passes any other error on to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart(async () => () => {
      throw new Error('render bug');
    });
    render(
      <Fallback>
        <LaterPart>
          <Part />
        </LaterPart>
      </Fallback>,
    );
    expect(await screen.findByText('Halaman gagal dimuat')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
