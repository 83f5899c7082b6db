import { describe, expect, it } from 'vitest';
import { messageCacheSize, sanitizeArticleHtml, sanitizeMessageHtml } from './sanitize-html';

describe('sanitizeMessageHtml', () => {
  it('keeps inline formatting', () => {
    expect(sanitizeMessageHtml('Stok <b>Kopi Gayo</b> menipis')).toBe(
      'Stok <b>Kopi Gayo</b> menipis',
    );
  });

  it('removes scripts, event handlers and styles', () => {
    const html = sanitizeMessageHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><p style="color:red" onclick="x()">Halo</p>',
    );
    expect(html).toBe('<p>Halo</p>');
  });

  it('drops javascript: links and makes others open safely', () => {
    expect(sanitizeMessageHtml('<a href="javascript:alert(1)">klik</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">klik</a>',
    );
    expect(sanitizeMessageHtml('<a href="https://toko.example/p/1">lihat</a>')).toBe(
      '<a href="https://toko.example/p/1" target="_blank" rel="noopener noreferrer">lihat</a>',
    );
  });

  it('answers a message seen before with the same clean HTML, also after many others pushed it out', () => {
    const dangerous = '<b>Pesanan</b><img src=x onerror="alert(1)">';
    expect(sanitizeMessageHtml(dangerous)).toBe('<b>Pesanan</b>');
    expect(sanitizeMessageHtml(dangerous)).toBe('<b>Pesanan</b>');
    for (let i = 0; i <= messageCacheSize; i += 1)
      expect(sanitizeMessageHtml(`Pesanan <i>${i}</i><script>x()</script>`)).toBe(
        `Pesanan <i>${i}</i>`,
      );
    expect(sanitizeMessageHtml(dangerous)).toBe('<b>Pesanan</b>');
  });
});

describe('sanitizeArticleHtml', () => {
  const parse = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = sanitizeArticleHtml(html);
    return template.content;
  };

  it('keeps the article: headings, lists, tables, images with their alt text', () => {
    const body = parse(
      '<h2>Jadwal</h2><ul><li>Senin</li></ul><table><tbody><tr><td>1</td></tr></tbody></table><figure><img src="https://cdn.contoh.id/a.png" alt="Banner" width="600"><figcaption>Keterangan</figcaption></figure>',
    );
    expect(body.querySelector('h2')?.textContent).toBe('Jadwal');
    expect(body.querySelector('li')?.textContent).toBe('Senin');
    expect(body.querySelector('td')?.textContent).toBe('1');
    const image = body.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.contoh.id/a.png');
    expect(image.getAttribute('alt')).toBe('Banner');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(body.querySelector('figcaption')?.textContent).toBe('Keterangan');
  });

  it('drops scripts, handlers, styles, frames and forms', () => {
    const html = sanitizeArticleHtml(
      '<p onclick="x()" style="color:red">Halo</p><script>alert(1)</script><img src="/media/a.svg" onerror="alert(2)"><iframe src="https://x.test"></iframe><style>p{}</style><form action="/x"><input name="a"></form><svg><script>alert(3)</script></svg>',
    );
    expect(html).toBe('<p>Halo</p><img src="/media/a.svg" loading="lazy" alt="">');
  });

  it('opens links safely in a new tab and refuses script, data and other-host addresses', () => {
    const body = parse(
      '<a href="https://edukasi.contoh.id/batik" target="_self" rel="opener">daftar</a><a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="//evil.test">c</a><a href="/\\evil.test">d</a><a href="/product-v3">e</a><img src="javascript:alert(1)" alt="x">',
    );
    const links = [...body.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://edukasi.contoh.id/batik',
      null,
      null,
      null,
      null,
      '/product-v3',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(body.querySelector('img')?.hasAttribute('src')).toBe(false);
  });
});
