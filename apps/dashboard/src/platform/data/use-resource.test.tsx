import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClients } from '@seller/api-types';
import { ApiContext } from '../api-context';
import {
  dropBrandAnswers,
  forgetAnswersAfterWrite,
  queryClientOf,
  refreshAnswers,
} from './query-client';
import { prefetchRead, type Read } from './read';
import { useResource, type ResourceOptions } from './use-resource';

/** A server whose answers the test gives, counting the calls per key. */
function fakeServer() {
  const calls: string[] = [];
  const pending = new Map<
    string,
    Array<{ resolve: (v: string) => void; reject: (e: unknown) => void }>
  >();
  const read = (brandId: number, page = 1): Read<string> => ({
    queryKey: ['variants', { brandId }, { page }],
    queryFn: () =>
      new Promise<string>((resolve, reject) => {
        const key = `${brandId}:${page}`;
        calls.push(key);
        pending.set(key, [...(pending.get(key) ?? []), { resolve, reject }]);
      }),
  });
  const settle = async (key: string, answer: string | Error) => {
    const waiting = pending.get(key) ?? [];
    pending.delete(key);
    await act(async () => {
      for (const call of waiting) {
        if (answer instanceof Error) call.reject(answer);
        else call.resolve(answer);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { calls, read, settle };
}

function Shown({
  read,
  options,
  label = 'daftar',
}: {
  read: Read<string> | null;
  options?: ResourceOptions;
  label?: string;
}) {
  const resource = useResource(read, options);
  return (
    <section aria-label={label}>
      <p>{`${resource.status}:${resource.data ?? '-'}`}</p>
      {resource.errorMessage && <p role="alert">{resource.errorMessage}</p>}
      <button onClick={resource.retry}>Coba Lagi</button>
    </section>
  );
}

function withApi(api: ApiClients) {
  return ({ children }: { children: ReactNode }) => (
    <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
  );
}

afterEach(cleanup);

const newApi = () => ({}) as ApiClients;

describe('useResource', () => {
  it('goes loading → success, and two readers of one key share one call', async () => {
    const server = fakeServer();
    render(
      <>
        <Shown read={server.read(101)} label="a" />
        <Shown read={server.read(101)} label="b" />
      </>,
      { wrapper: withApi(newApi()) },
    );
    expect(screen.getAllByText('loading:-')).toHaveLength(2);
    await server.settle('101:1', 'halaman 1');
    expect(screen.getAllByText('success:halaman 1')).toHaveLength(2);
    expect(server.calls).toEqual(['101:1']);
  });

  it('shows the §8 message of a failure and asks again on retry', async () => {
    const server = fakeServer();
    render(<Shown read={server.read(101)} />, { wrapper: withApi(newApi()) });
    await server.settle('101:1', new Error('Tidak dapat terhubung ke server.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server.');
    act(() => screen.getByRole('button', { name: 'Coba Lagi' }).click());
    expect(screen.getByText('loading:-')).toBeInTheDocument();
    await server.settle('101:1', 'halaman 1');
    expect(screen.getByText('success:halaman 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the previous page while the next loads, but never another brand’s data', async () => {
    const server = fakeServer();
    function Switcher() {
      const [at, setAt] = useState({ brandId: 101, page: 1 });
      return (
        <>
          <Shown read={server.read(at.brandId, at.page)} options={{ keepData: true }} />
          <button onClick={() => setAt({ brandId: 101, page: 2 })}>Halaman 2</button>
          <button onClick={() => setAt({ brandId: 202, page: 1 })}>Brand lain</button>
        </>
      );
    }
    render(<Switcher />, { wrapper: withApi(newApi()) });
    await server.settle('101:1', 'halaman 1');
    act(() => screen.getByRole('button', { name: 'Halaman 2' }).click());
    expect(screen.getByText('loading:halaman 1')).toBeInTheDocument();
    await server.settle('101:2', 'halaman 2');
    act(() => screen.getByRole('button', { name: 'Brand lain' }).click());
    expect(screen.getByText('loading:-')).toBeInTheDocument();
    await server.settle('202:1', 'brand 202');
    expect(screen.getByText('success:brand 202')).toBeInTheDocument();
  });

  it('takes a prefetched answer instead of asking again', async () => {
    const server = fakeServer();
    const api = newApi();
    void prefetchRead(queryClientOf(api), server.read(101));
    await server.settle('101:1', 'halaman 1');
    render(<Shown read={server.read(101)} />, { wrapper: withApi(api) });
    expect(screen.getByText('success:halaman 1')).toBeInTheDocument();
    expect(server.calls).toEqual(['101:1']);
  });

  it('shows a refreshed answer after a write, and asks anew once a brand’s answers are dropped', async () => {
    const server = fakeServer();
    const api = newApi();
    const { unmount } = render(<Shown read={server.read(101)} />, { wrapper: withApi(api) });
    await server.settle('101:1', 'stok 10');
    let refreshed!: Promise<void>;
    act(() => {
      refreshed = refreshAnswers(queryClientOf(api), ['variants', { brandId: 101 }]);
    });
    expect(screen.getByText('success:stok 10')).toBeInTheDocument();
    await server.settle('101:1', 'stok 7');
    await act(() => refreshed);
    expect(screen.getByText('success:stok 7')).toBeInTheDocument();
    unmount();
    dropBrandAnswers(queryClientOf(api), '101');
    render(<Shown read={server.read(101)} />, { wrapper: withApi(api) });
    expect(screen.getByText('loading:-')).toBeInTheDocument();
    expect(server.calls).toEqual(['101:1', '101:1', '101:1']);
  });

  it('shows a prefetch that failed as it is, without asking (and toasting) twice', async () => {
    const server = fakeServer();
    const api = newApi();
    void prefetchRead(queryClientOf(api), server.read(101));
    await server.settle('101:1', new Error('Tidak dapat terhubung ke server.'));
    // The route's loader prefetches the same read as the page is entered.
    void prefetchRead(queryClientOf(api), server.read(101));
    render(<Shown read={server.read(101)} />, { wrapper: withApi(api) });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server.');
    expect(server.calls).toEqual(['101:1']);
  });

  it('waits while the read is not known yet', () => {
    render(<Shown read={null} />, { wrapper: withApi(newApi()) });
    expect(screen.getByText('loading:-')).toBeInTheDocument();
  });
});

describe('after a write', () => {
  it('forgets what no page shows, so the next page asks instead of showing the old answer', async () => {
    const server = fakeServer();
    const api = newApi();
    const { unmount } = render(<Shown read={server.read(101)} />, { wrapper: withApi(api) });
    await server.settle('101:1', 'rekening lama');
    unmount();
    forgetAnswersAfterWrite(queryClientOf(api));
    render(<Shown read={server.read(101)} />, { wrapper: withApi(api) });
    expect(screen.getByText('loading:-')).toBeInTheDocument();
    await server.settle('101:1', 'rekening baru');
    expect(screen.getByText('success:rekening baru')).toBeInTheDocument();
  });

  it('keeps the answer a page shows, and the next reader of it asks again behind it', async () => {
    const server = fakeServer();
    const api = newApi();
    render(<Shown read={server.read(101)} label="a" />, { wrapper: withApi(api) });
    await server.settle('101:1', 'saldo lama');
    forgetAnswersAfterWrite(queryClientOf(api));
    render(<Shown read={server.read(101)} label="b" />, { wrapper: withApi(api) });
    expect(screen.getAllByText('success:saldo lama')).toHaveLength(2);
    await server.settle('101:1', 'saldo baru');
    expect(screen.getAllByText('success:saldo baru')).toHaveLength(2);
  });
});
