import { describe, expect, it } from 'vitest';
import { createAppApi, createEntryApi, type AppApiHooks } from './api';

const config = {
  apiBaseUrl: 'https://api.test',
  serviceUrls: {},
  educationUrl: 'https://edu.test',
  appVersion: 'test',
};

function answering(status: number, body: unknown = {}) {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function recordingHooks() {
  const seen: string[] = [];
  const hooks: AppApiHooks = {
    onUnauthorized: () => seen.push('401'),
    onErrorToast: (message) => seen.push(`toast:${message}`),
    onDataWrite: () => seen.push('write'),
  };
  return { seen, hooks };
}

const readAll = { params: { path: { brandId: 1, type: 'all' } } } as never;
const ignore = () => undefined;

describe('the app clients', () => {
  it('tell of a write that went through, not of a read, a refused write or an analytics event', async () => {
    const { seen, hooks } = recordingHooks();
    const api = createAppApi(config, hooks, { fetch: answering(200, { data: {} }) });
    await api.brand.GET('/v2/partner/brand/{brandId}/notification/{type}', readAll).catch(ignore);
    await api['brand-base'].POST('/v1/analytics/events', { body: { events: [] } } as never);
    expect(seen.filter((entry) => entry === 'write')).toEqual([]);
    await api.brand
      .POST('/v2/partner/brand/{brandId}/notification/{type}/read/all', readAll)
      .catch(ignore);
    expect(seen.filter((entry) => entry === 'write')).toEqual(['write']);

    const refused = recordingHooks();
    const refusing = createAppApi(config, refused.hooks, { fetch: answering(422) });
    await refusing.brand
      .POST('/v2/partner/brand/{brandId}/notification/{type}/read/all', readAll)
      .catch(ignore);
    expect(refused.seen).not.toContain('write');
  });

  it('from the entry script, hold a 401 and a toast until the app connects, then hand them over', async () => {
    const expired = createEntryApi(config, { fetch: answering(401) });
    const refused = createEntryApi(config, { fetch: answering(500) });
    await expired.api.brand
      .GET('/v2/partner/brand/{brandId}/notification/{type}', readAll)
      .catch(ignore);
    await refused.api.brand
      .GET('/v2/partner/brand/{brandId}/notification/{type}', readAll)
      .catch(ignore);
    const app = recordingHooks();
    expired.connect(app.hooks);
    refused.connect(app.hooks);
    expect(app.seen).toEqual(['401', 'toast:Terjadi kesalahan yang tidak diketahui.']);
  });
});
