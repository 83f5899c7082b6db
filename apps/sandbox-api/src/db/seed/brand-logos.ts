import { demoBrands, type DemoBrand } from './accounts.js';

/**
 * Logo art for the seeded brands: an emblem per catalogue on the brand's own colours, drawn from
 * fixed shapes (no text, so nothing turns into unreadable letters at 36 px, and no outside host).
 */

interface Palette {
  from: string;
  to: string;
  ink: string;
}

const emblems: Record<string, (p: Palette) => string> = {
  // Kawung: four petals around a centre, the classic batik motif.
  batik: (p) => `<g fill="${p.ink}">
  <ellipse cx="80" cy="52" rx="15" ry="24"/><ellipse cx="80" cy="108" rx="15" ry="24"/>
  <ellipse cx="52" cy="80" rx="24" ry="15"/><ellipse cx="108" cy="80" rx="24" ry="15"/>
</g><circle cx="80" cy="80" r="6" fill="${p.from}"/>`,
  // A coffee bean with its crease.
  kopi: (
    p,
  ) => `<ellipse cx="80" cy="80" rx="30" ry="44" transform="rotate(-30 80 80)" fill="${p.ink}"/>
<path d="M66 44c26 18 2 52 28 72" stroke="${p.from}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  // A veiled figure.
  hijab: (p) => `<path d="M42 126c0-44 16-78 38-86 22 8 38 42 38 86z" fill="${p.ink}"/>
<ellipse cx="80" cy="74" rx="13" ry="17" fill="${p.from}"/>`,
  // A rice stalk for the staple-goods stockists.
  sembako: (p) => `<path d="M80 128V44" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>
<g fill="${p.ink}">${[48, 68, 88, 108]
    .map(
      (y) =>
        `<ellipse cx="66" cy="${y}" rx="8" ry="14" transform="rotate(-35 66 ${y})"/><ellipse cx="94" cy="${y}" rx="8" ry="14" transform="rotate(35 94 ${y})"/>`,
    )
    .join('')}</g>`,
  // A leaf with its vein.
  herbal: (p) => `<path d="M80 126c-40-18-44-68 30-90 16 44 4 78-30 90z" fill="${p.ink}"/>
<path d="M80 126c6-30 14-54 28-82" stroke="${p.from}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  // A chilli with its stem.
  sambal: (p) => `<path d="M54 62c2 48 36 70 68 60-22-10-40-32-44-60z" fill="${p.ink}"/>
<path d="M60 60c-2-12 6-22 18-22" stroke="#9bd36b" stroke-width="7" fill="none" stroke-linecap="round"/>`,
};

const palettes: Record<number, Palette> = {
  101: { from: '#4a2511', to: '#8a4b2a', ink: '#f6e3c0' },
  102: { from: '#2b1a10', to: '#6b4226', ink: '#e8c39e' },
  103: { from: '#0d4f4a', to: '#2c8c84', ink: '#fdf3e7' },
  201: { from: '#1f5a3d', to: '#4a9d6f', ink: '#fff3c4' },
  202: { from: '#173d61', to: '#3a76b0', ink: '#fff3c4' },
  301: { from: '#6d0f3c', to: '#a3195b', ink: '#f9d7e7' },
  401: { from: '#8f2a14', to: '#d9623b', ink: '#fff1e0' },
};

const fallbackPalette: Palette = { from: '#24292f', to: '#57606a', ink: '#ffffff' };

/** The brand's logo as an SVG document. */
export function brandLogoSvg(brand: DemoBrand): string {
  const palette = palettes[brand.id] ?? fallbackPalette;
  const emblem = (emblems[brand.catalogue] ?? emblems.sembako!)(palette);
  const gradient = `logo-${brand.id}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>
<rect width="160" height="160" rx="32" fill="url(#${gradient})"/>
<rect x="10" y="10" width="140" height="140" rx="24" fill="none" stroke="${palette.ink}" stroke-opacity="0.3" stroke-width="2"/>
${emblem}
</svg>`;
}

/** The logo of the seeded brand named by a media file name ('101.svg'), or undefined. */
export function seededBrandLogo(fileName: string): string | undefined {
  const id = Number(/^(\d+)\.svg$/.exec(fileName)?.[1]);
  const brand = demoBrands.find((b) => b.id === id);
  return brand ? brandLogoSvg(brand) : undefined;
}
