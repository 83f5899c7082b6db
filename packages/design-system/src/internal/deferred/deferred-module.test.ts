import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred-module';

describe('deferredModule', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('imports once, however often it is asked for', async () => {
    const importModule = vi.fn(async () => ({ layer: 'menu' }));
    const layer = deferredModule(importModule);
    expect(layer.loaded()).toBeNull();
    await Promise.all([layer.load(), layer.load()]);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(layer.loaded()).toEqual({ layer: 'menu' });
  });

  it('asks again after a failed import', async () => {
    const importModule = vi
      .fn<() => Promise<{ layer: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ layer: 'menu' });
    const layer = deferredModule(importModule);
    await expect(layer.load()).rejects.toThrow(TypeError);
    await expect(layer.load()).resolves.toEqual({ layer: 'menu' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('does not ask for the module offline, so it can still load once the connection is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importModule = vi.fn(async () => ({ layer: 'menu' }));
    const layer = deferredModule(importModule);
    await expect(layer.load()).rejects.toThrow(/Offline/);
    expect(importModule).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    await expect(layer.load()).resolves.toEqual({ layer: 'menu' });
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('still gives a module it already has when the connection goes', async () => {
    const layer = deferredModule(async () => ({ layer: 'menu' }));
    await layer.load();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(layer.load()).resolves.toEqual({ layer: 'menu' });
  });
});
