import { describe, expect, it } from 'vitest';
import { readAppConfig } from './config';

describe('readAppConfig', () => {
  it('serves every service from /api when nothing is configured', () => {
    const config = readAppConfig({});
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.serviceUrls).toEqual({});
  });

  it('takes one base URL and per-service overrides with dashed names', () => {
    const config = readAppConfig({
      VITE_API_BASE_URL: 'https://api.example.id',
      VITE_API_URL_PRODUCT: 'https://product.example.id',
      VITE_API_URL_STOCKIST_EXTENSION: 'https://stx.example.id',
      VITE_API_URL_EMPTY: '',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.id');
    expect(config.serviceUrls).toEqual({
      product: 'https://product.example.id',
      'stockist-extension': 'https://stx.example.id',
    });
  });
});
