import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { appVersionMachine } from './app-version.machine';
import type { AppVersionInput } from './app-version.machine';

function start(
  input: Partial<AppVersionInput>,
  cleanup: () => Promise<void> = () => Promise.resolve(),
) {
  const clock = new SimulatedClock();
  const setVersionCookie = vi.fn();
  const reloadPage = vi.fn();
  const recordChunkReload = vi.fn();
  const actor = createActor(
    appVersionMachine.provide({
      actors: { removeServiceWorkersAndCaches: fromPromise(cleanup) },
      actions: {
        setVersionCookie: (_, p) => setVersionCookie(p.version),
        reloadPage: (_, p) => reloadPage(p.fullPath),
        recordChunkReload,
      },
    }),
    {
      clock,
      input: {
        appVersion: '2.4.0',
        cookieVersion: '2.4.0',
        fullPath: '/product-v3?page=2',
        ...input,
      },
    },
  ).start();
  return { actor, clock, setVersionCookie, reloadPage, recordChunkReload };
}

const flush = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)));

describe('appVersion', () => {
  it('sets the evm_version cookie when it is absent, without reloading', () => {
    const { actor, setVersionCookie, reloadPage } = start({ cookieVersion: null });
    expect(setVersionCookie).toHaveBeenCalledWith('2.4.0');
    expect(actor.getSnapshot().matches({ version: 'current' })).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('leaves a matching cookie alone', () => {
    const { setVersionCookie, actor } = start({});
    expect(setVersionCookie).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ version: 'current' })).toBe(true);
  });

  it('updates a different version, removes old workers and caches, then reloads the same full path after 3 s', async () => {
    const cleanup = vi.fn(() => Promise.resolve());
    const { actor, clock, setVersionCookie, reloadPage } = start(
      { cookieVersion: '2.3.9' },
      cleanup,
    );
    expect(setVersionCookie).toHaveBeenCalledWith('2.4.0');
    await flush();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ version: 'waitingToReload' })).toBe(true);
    clock.increment(2999);
    expect(reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(reloadPage).toHaveBeenCalledWith('/product-v3?page=2');
  });

  it('still reloads when removing the caches fails', async () => {
    const { clock, reloadPage } = start({ cookieVersion: '2.3.9' }, () =>
      Promise.reject(new Error('gagal')),
    );
    await flush();
    await flush();
    clock.increment(3000);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads on a chunk-load failure at most once per 60 s', () => {
    const { actor, clock, reloadPage, recordChunkReload } = start({});
    actor.send({ type: 'app.navigated', fullPath: '/transaction?status=-1' });
    actor.send({ type: 'app.chunkLoadFailed' });
    actor.send({ type: 'app.chunkLoadFailed' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledWith('/transaction?status=-1');
    expect(recordChunkReload).toHaveBeenCalledTimes(1);
    clock.increment(59_999);
    actor.send({ type: 'app.chunkLoadFailed' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    clock.increment(1);
    actor.send({ type: 'app.chunkLoadFailed' });
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the throttle across a reload that happened 20 s ago', () => {
    const { actor, clock, reloadPage } = start({ chunkReloadedMsAgo: 20_000 });
    actor.send({ type: 'app.chunkLoadFailed' });
    expect(reloadPage).not.toHaveBeenCalled();
    clock.increment(40_000);
    actor.send({ type: 'app.chunkLoadFailed' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
