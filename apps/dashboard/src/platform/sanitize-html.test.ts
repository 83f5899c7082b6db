import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml } from './sanitize-html';

describe('sanitizeMessageHtml', () => {
  it('keeps inline formatting', () => {
    expect(sanitizeMessageHtml('Stok <b>Kopi Gayo</b> menipis')).toBe('Stok <b>Kopi Gayo</b> menipis');
  });

  it('removes scripts, event handlers and styles', () => {
    const html = sanitizeMessageHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><p style="color:red" onclick="x()">Halo</p>',
    );
    expect(html).toBe('<p>Halo</p>');
  });

  it('drops javascript: links and makes others open safely', () => {
    expect(sanitizeMessageHtml('<a href="javascript:alert(1)">klik</a>')).toBe('<a target="_blank" rel="noopener noreferrer">klik</a>');
    expect(sanitizeMessageHtml('<a href="https://toko.example/p/1">lihat</a>')).toBe(
      '<a href="https://toko.example/p/1" target="_blank" rel="noopener noreferrer">lihat</a>',
    );
  });
});
