import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('LaterPart', () => {
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
    const Part = lazyPart<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <Fallback>
        <h1>Pesanan</h1>
        <LaterPart>
          <Part />
        </LaterPart>
      </Fallback>,
    );
    await vi.waitFor(() => expect(events).toContain('chunkLoadFailed'));
    expect(screen.getByRole('heading', { name: 'Pesanan' })).toBeInTheDocument();
    expect(screen.queryByText('Halaman gagal dimuat')).not.toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
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
