import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { asyncResourceMachine } from './async-resource.machine';
import type { AsyncResourceLoadInput } from './async-resource.machine';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(requests: Map<number, Deferred<string>>, params: number | null = null) {
  const machine = asyncResourceMachine.provide({
    actors: {
      load: fromPromise<unknown, AsyncResourceLoadInput>(({ input }) => {
        const request = deferred<string>();
        requests.set(input.params as number, request);
        return request.promise;
      }),
    },
  });
  return createActor(machine, { input: { params } }).start();
}

describe('asyncResource', () => {
  it('waits idle without params, then goes loading → success', async () => {
    const requests = new Map<number, Deferred<string>>();
    const actor = start(requests);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'resource.load', params: 1 });
    expect(actor.getSnapshot().value).toBe('loading');
    requests.get(1)?.resolve('produk 1');
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.data).toBe('produk 1');
  });

  it('goes loading → error with the failure message, and retries with the same params', async () => {
    const requests = new Map<number, Deferred<string>>();
    const actor = start(requests, 4);
    requests.get(4)?.reject(new Error('Terjadi kesalahan: timeout'));
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.errorMessage).toBe('Terjadi kesalahan: timeout');
    actor.send({ type: 'resource.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    requests.get(4)?.resolve('produk 4');
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ data: 'produk 4', errorMessage: null });
  });

  it('falls back to the unknown-error message when a failure has none', async () => {
    const requests = new Map<number, Deferred<string>>();
    const actor = start(requests, 2);
    requests.get(2)?.reject({});
    await settle();
    expect(actor.getSnapshot().context.errorMessage).toBe(
      'Terjadi kesalahan yang tidak diketahui.',
    );
  });

  it('lets the last request win when an earlier one answers later', async () => {
    const requests = new Map<number, Deferred<string>>();
    const actor = start(requests, 1);
    actor.send({ type: 'resource.load', params: 2 });
    requests.get(2)?.resolve('produk 2');
    await settle();
    requests.get(1)?.resolve('produk 1');
    await settle();
    expect(actor.getSnapshot().context.data).toBe('produk 2');
    expect(actor.getSnapshot().context.params).toBe(2);
  });

  it('cancels the pending request on new input', async () => {
    const requests = new Map<number, Deferred<string>>();
    const actor = start(requests, 1);
    actor.send({ type: 'resource.load', params: 2 });
    requests.get(1)?.resolve('produk 1');
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.data).toBeNull();
  });

  it('fails loudly when the app forgot to provide the loader', async () => {
    const actor = createActor(asyncResourceMachine, { input: { params: 1 } }).start();
    await settle();
    expect(actor.getSnapshot().context.errorMessage).toMatch(/load must be provided/);
  });
});
