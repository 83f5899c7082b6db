import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToAppEvents } from './app-events';
import { handleChunkLoadError } from './chunk-load-errors';

/** Handles one preload error with the browser on- or offline; what the handler did with it. */
function handledWhile(online: boolean): { prevented: boolean; events: string[] } {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  const events: string[] = [];
  listenToAppEvents((event) => events.push(event));
  const event = new Event('vite:preloadError', { cancelable: true });
  handleChunkLoadError(event);
  return { prevented: event.defaultPrevented, events };
}

describe('a chunk that failed to load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('online, tells the version check and keeps the import from failing until it reloads', () => {
    const { prevented, events } = handledWhile(true);
    expect(prevented).toBe(true);
    expect(events).toEqual(['chunkLoadFailed']);
  });

  it('offline, lets the import fail for its caller and asks for no reload', () => {
    const { prevented, events } = handledWhile(false);
    expect(prevented).toBe(false);
    expect(events).toEqual([]);
  });
});
