import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { demoBrands } from '../src/db/seed/accounts.js';
import { brandLogoSvg } from '../src/db/seed/brand-logos.js';
import { mountMedia } from '../src/media.js';

// The generated routes never touch the database; only stored uploads do.
const media = () => {
  const app = new Hono();
  mountMedia(app, {} as Db);
  return app;
};

describe('seeded brand logos', () => {
  it('draws every seeded brand as a picture without any text to squint at', () => {
    for (const brand of demoBrands) {
      const svg = brandLogoSvg(brand);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<text|<script|href=/);
    }
  });

  it('gives brands of one catalogue different colours', () => {
    const [surabaya, bandung] = demoBrands.filter((brand) => brand.catalogue === 'sembako');
    expect(brandLogoSvg(surabaya!)).not.toBe(brandLogoSvg(bandung!));
  });

  it('serves a logo as an SVG image that cannot be sniffed into a page', async () => {
    const res = await media().request('/media/brand/102.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toBe(brandLogoSvg(demoBrands.find((brand) => brand.id === 102)!));
  });

  it('draws a buyer without a photo as large initials', async () => {
    const res = await media().request('/media/avatar/sari-puspita.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('>SP</text>');
  });

  it('keeps markup out of a generated picture whatever the file name', async () => {
    const res = await media().request('/media/avatar/%3Cscript%3E.svg');
    expect(await res.text()).not.toContain('<script');
  });
});

describe('brand level logos', () => {
  it('draws a level as a square medal in its colour, with no text to squint at 16 px', async () => {
    const [gold, goldMini, jagoan] = await Promise.all(
      ['/media/level/gold.svg', '/media/level/gold-mini.svg', '/media/level/jagoan.svg'].map(
        async (path) => (await media().request(path)).text(),
      ),
    );
    for (const svg of [gold, goldMini, jagoan]) {
      expect(svg).toMatch(/viewBox="0 0 64 64"/);
      expect(svg).not.toMatch(/<text|<script|href=/);
    }
    expect(gold).toContain('#c99a06');
    expect(goldMini).toBe(gold);
    expect(jagoan).not.toBe(gold);
  });
});
