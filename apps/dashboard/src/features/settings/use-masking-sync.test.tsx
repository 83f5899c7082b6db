import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, mockOperation } from '@seller/api-types/testing';
import { setMaskingNumberEnabled, useMaskingNumberEnabled } from '../../platform/mask-phone';
import { queryClientOf } from '../../platform/data/query-client';
import { saveSessionTokens } from '../../platform/session-cookies';
import { createTestApi, mockOptions, startMockServer } from '../../test/app-harness';
import { settingsKeys } from './settings-queries';
import { useMaskingNumberSync } from './use-masking-sync';

const server = startMockServer();

/** The masking flag of each brand; a brand in `held` answers only once it is let go. */
function mockMasking(flags: Record<number, boolean>, held = new Map<number, Promise<void>>()) {
  const asked: number[] = [];
  server.use(
    mockOperation(mockOptions, 'scam', 'get', '/v1/scam/masking-number', async ({ request }) => {
      const brandId = Number(new URL(request.url).searchParams.get('brandId'));
      asked.push(brandId);
      await held.get(brandId);
      return { data: { brandId, maskingNumberEnabled: flags[brandId] ?? false } };
    }),
  );
  return asked;
}

function renderSync(brandId: string | null) {
  const api = createTestApi();
  const flag = renderHook(() => useMaskingNumberEnabled());
  const sync = renderHook(({ brand }) => useMaskingNumberSync(api, brand), {
    initialProps: { brand: brandId },
  });
  return { api, flag, sync };
}

describe('the masking flag of the current brand', () => {
  afterEach(() => setMaskingNumberEnabled(false));

  it('is read after sign-in, and again for the brand a switch picks', async () => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
    const asked = mockMasking({ 101: true, 102: false });
    const { flag, sync } = renderSync('101');
    await waitFor(() => expect(flag.result.current).toBe(true));

    sync.rerender({ brand: '102' });
    await waitFor(() => expect(flag.result.current).toBe(false));
    expect(asked).toEqual([101, 102]);
  });

  it('goes into the cache the settings page reads, so the page asks no second time', async () => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
    const asked = mockMasking({ 101: true });
    const { api, flag } = renderSync('101');
    await waitFor(() => expect(flag.result.current).toBe(true));
    expect(queryClientOf(api).getQueryData(settingsKeys.masking(101))).toBe(true);
    expect(asked).toEqual([101]);
  });

  it('drops a late answer for a brand the seller has left', async () => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
    let letGo = () => {};
    const held = new Map([[101, new Promise<void>((resolve) => (letGo = resolve))]]);
    const asked = mockMasking({ 101: true, 102: false }, held);
    const { api, flag, sync } = renderSync('101');
    await waitFor(() => expect(asked).toEqual([101]));

    sync.rerender({ brand: '102' });
    await waitFor(() => expect(asked).toEqual([101, 102]));
    await act(async () => letGo());
    // Brand 101's answer comes last: it is cached, and brand 102's flag stays on screen.
    await waitFor(() =>
      expect(queryClientOf(api).getQueryData(settingsKeys.masking(101))).toBe(true),
    );
    await act(async () => {});
    expect(flag.result.current).toBe(false);
  });

  it('keeps the last known flag when the call fails, and asks nothing for several brands at once', async () => {
    saveSessionTokens({ accessToken: 'test-token', expiresInSeconds: 3600 });
    setMaskingNumberEnabled(true);
    const asked: string[] = [];
    server.use(
      mockOperation(mockOptions, 'scam', 'get', '/v1/scam/masking-number', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('brandId') ?? '');
        return errorResponse(503, 'Layanan sedang sibuk.');
      }),
    );
    const { api, flag, sync } = renderSync('101');
    await waitFor(() =>
      expect(queryClientOf(api).getQueryState(settingsKeys.masking(101))?.status).toBe('error'),
    );
    expect(flag.result.current).toBe(true);

    sync.rerender({ brand: '101,102' });
    await act(async () => {});
    expect(asked).toEqual(['101']);
    expect(flag.result.current).toBe(true);
  });
});
