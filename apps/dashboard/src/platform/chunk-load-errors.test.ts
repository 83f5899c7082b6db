import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToAppEvents } from './app-events';
import { handleChunkLoadError } from './chunk-load-errors';

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('a chunk that failed to load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('online, tells the version check and keeps the import from failing until it reloads', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const events: string[] = [];
    listenToAppEvents((event) => events.push(event));
    const event = preloadError();
    handleChunkLoadError(event);
    expect(event.defaultPrevented).toBe(true);
    expect(events).toEqual(['chunkLoadFailed']);
  });

  it('offline, lets the import fail for its caller and asks for no reload', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const events: string[] = [];
    listenToAppEvents((event) => events.push(event));
    const event = preloadError();
    handleChunkLoadError(event);
    expect(event.defaultPrevented).toBe(false);
    expect(events).toEqual([]);
  });
});
