import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import { asyncResourceMachine } from './async-resource.machine';
import type { AsyncResourceSourceEvent, AsyncResourceSourceInput } from './async-resource.machine';

type Answer = { data: string } | { error: unknown };

/**
 * A stand-in for the data layer's cache: answers are given per params by the test, and the
 * source reports only the current params' answer, as the app's cache source does.
 */
function fakeCache(cached: Record<number, string> = {}) {
  const answers = new Map<number, Answer>(
    Object.entries(cached).map(([key, data]) => [Number(key), { data }]),
  );
  const asked: number[] = [];
  let report: (() => void) | null = null;
  const source = fromCallback<AsyncResourceSourceEvent, AsyncResourceSourceInput>(
    ({ input, sendBack, receive }) => {
      let current = input.params as number | null;
      const tell = () => {
        const answer = current === null ? undefined : answers.get(current);
        if (!answer) return;
        sendBack(
          'data' in answer
            ? { type: 'resource.loaded', data: answer.data }
            : { type: 'resource.failed', error: answer.error },
        );
      };
      const ask = () => {
        if (current === null) return;
        asked.push(current);
        tell();
      };
      report = tell;
      receive((event) => {
        if (event.type === 'resource.load') current = event.params as number;
        else answers.delete(current ?? -1);
        ask();
      });
      ask();
    },
  );
  return {
    asked,
    answer(params: number, answer: Answer) {
      answers.set(params, answer);
      report?.();
    },
    start(params: number | null = null) {
      const machine = asyncResourceMachine.provide({ actors: { source } });
      return createActor(machine, { input: { params } }).start();
    },
  };
}

describe('asyncResource', () => {
  it('waits idle without params, then goes loading → success', () => {
    const cache = fakeCache();
    const actor = cache.start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'resource.load', params: 1 });
    expect(actor.getSnapshot().value).toBe('loading');
    cache.answer(1, { data: 'produk 1' });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.data).toBe('produk 1');
  });

  it('shows a cached answer at once', () => {
    const actor = fakeCache({ 3: 'produk 3' }).start(3);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.data).toBe('produk 3');
  });

  it('goes loading → error with the failure message, and retries with the same params', () => {
    const cache = fakeCache();
    const actor = cache.start(4);
    cache.answer(4, { error: new Error('Terjadi kesalahan: timeout') });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.errorMessage).toBe('Terjadi kesalahan: timeout');
    actor.send({ type: 'resource.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(cache.asked).toEqual([4, 4]);
    cache.answer(4, { data: 'produk 4' });
    expect(actor.getSnapshot().context).toMatchObject({ data: 'produk 4', errorMessage: null });
  });

  it('falls back to the unknown-error message when a failure has none', () => {
    const cache = fakeCache();
    const actor = cache.start(2);
    cache.answer(2, { error: {} });
    expect(actor.getSnapshot().context.errorMessage).toBe(
      'Terjadi kesalahan yang tidak diketahui.',
    );
  });

  it('lets the last params win: an answer for older params never lands', () => {
    const cache = fakeCache();
    const actor = cache.start(1);
    actor.send({ type: 'resource.load', params: 2 });
    cache.answer(1, { data: 'produk 1' });
    expect(actor.getSnapshot().value).toBe('loading');
    cache.answer(2, { data: 'produk 2' });
    expect(actor.getSnapshot().context).toMatchObject({ data: 'produk 2', params: 2 });
  });

  it('keeps the previous answer on screen only when asked to', () => {
    const cache = fakeCache({ 1: 'halaman 1' });
    const actor = cache.start(1);
    actor.send({ type: 'resource.load', params: 2, keepData: true });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.data).toBe('halaman 1');
    actor.send({ type: 'resource.load', params: 3 });
    expect(actor.getSnapshot().context.data).toBeNull();
  });

  it('takes a refreshed answer while it shows the old one', () => {
    const cache = fakeCache({ 5: 'stok 10' });
    const actor = cache.start(5);
    cache.answer(5, { data: 'stok 7' });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.data).toBe('stok 7');
  });

  it('fails loudly when the app forgot to provide the source', () => {
    const actor = createActor(asyncResourceMachine, { input: { params: 1 } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toMatch(/source must be provided/);
  });
});
