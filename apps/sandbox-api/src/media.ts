import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from './db/client.js';
import { byteaText, bytesOf, one } from './db/query.js';
import { seededBrandLogo } from './db/seed/brand-logos.js';
import { errorBody } from './http/errors.js';
import { servedHeaders } from './http/uploads.js';

const palette = [
  '#2f6f4e',
  '#8a4b2a',
  '#1f4e79',
  '#7a2e5c',
  '#5b5f1f',
  '#b0472b',
  '#3d3d8f',
  '#116466',
];

const labels: Record<string, string> = {
  product: 'Produk',
  brand: 'Brand',
  avatar: 'Foto',
  banner: 'Banner',
  popup: 'Promo',
  announcement: 'Info',
  level: 'Level',
  logo: 'Logo',
  video: 'Video',
};

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** A generated picture per media path, so seeded images render without any outside host. */
function placeholder(kind: string, name: string): string {
  const color = palette[hash(name) % palette.length];
  const label = labels[kind] ?? 'Media';
  const text = name
    .replace(/\.svg$/, '')
    .replace(/[-_]/g, ' ')
    .slice(0, 18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${label} ${text}">
<rect width="320" height="320" rx="24" fill="${color}"/>
<text x="160" y="150" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${label}</text>
<text x="160" y="195" font-family="sans-serif" font-size="22" fill="#fff" opacity="0.85" text-anchor="middle">${text.replace(/[<&>"]/g, '')}</text>
</svg>`;
}

/** A person without a photo: their initials, large enough to read at 36 px, from the file name ('sari-puspita.svg'). */
function initialsAvatar(name: string): string {
  const words = name
    .replace(/\.svg$/, '')
    .split(/[-_\s]+/)
    .filter(Boolean);
  const initials =
    words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('')
      .replace(/[^A-Z0-9]/g, '') || '?';
  const color = palette[hash(name) % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" fill="${color}"/>
<text x="80" y="80" dy="0.35em" font-family="sans-serif" font-size="64" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
}

const levelColors: Record<string, string> = {
  gold: '#c99a06',
  silver: '#8a96a3',
  bronze: '#a9652f',
  platinum: '#4f6d7a',
  jagoan: '#c0392b',
};

/**
 * A brand level's logo: a medal in the level's colour with a white star and no words, since the
 * header and sidebar show it at 16–20 px, where text is a dark smudge; the level's name is
 * written beside it.
 */
function levelBadge(name: string): string {
  const level = name.replace(/(-mini)?\.svg$/, '').toLowerCase();
  const color = levelColors[level] ?? palette[hash(level) % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Level ${level.replace(/[^a-z0-9]/g, '')}">
<circle cx="32" cy="32" r="30" fill="${color}"/>
<circle cx="32" cy="32" r="24" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="3"/>
<path d="M32 14l5.3 11.6 12.7 1.3-9.5 8.5 2.7 12.5L32 41.5 20.8 47.9l2.7-12.5-9.5-8.5 12.7-1.3z" fill="#fff"/>
</svg>`;
}

// Generated art is an image and nothing else: no sniffing into HTML, no scripts even when opened directly.
const svgHeaders = {
  'content-type': 'image/svg+xml',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'public, max-age=86400',
};

export function mountMedia(app: Hono, db: Db): void {
  // Stored files are reached by their random 128-bit id only (migration 012), served with the type
  // decided from their content at upload, never as HTML, and as a download unless an image.
  app.get('/media/upload/:id', async (c) => {
    const id = c.req.param('id');
    const row = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
      ? await one<{ content: string; content_type: string; file_name: string }>(
          db,
          sql`SELECT ${byteaText(sql`content`)} AS content, content_type, file_name FROM uploads WHERE public_id = ${id.toLowerCase()}`,
        )
      : undefined;
    if (!row) return c.json(errorBody('NOT_FOUND', 'Berkas tidak ditemukan.'), 404);
    return c.body(new Uint8Array(bytesOf(row.content)), 200, {
      ...servedHeaders(row.content_type, row.file_name),
      'cache-control': 'private, max-age=3600',
    });
  });
  app.get('/media/brand/:name', (c) => {
    const name = c.req.param('name');
    return c.body(seededBrandLogo(name) ?? placeholder('brand', name), 200, svgHeaders);
  });
  app.get('/media/avatar/:name', (c) =>
    c.body(initialsAvatar(c.req.param('name')), 200, svgHeaders),
  );
  app.get('/media/level/:name', (c) => c.body(levelBadge(c.req.param('name')), 200, svgHeaders));
  app.get('/media/:kind/:name', (c) =>
    c.body(placeholder(c.req.param('kind'), c.req.param('name')), 200, svgHeaders),
  );
}
