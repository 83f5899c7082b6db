import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { DesignSystemProvider } from '../components/DesignSystemProvider';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { Skeleton } from '../components/Skeleton';
import { Spinner } from '../components/Spinner';

/** The CSS a render writes (the server's collection stands in: jsdom's injection skips global styles). */
function cssOf(ui: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(ui));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

const keyframesIn = (css: string) => new Set(css.match(/@keyframes [\w-]+/g) ?? []);

describe('motion keyframes', () => {
  it('are all written by the provider, whatever the page shows', () => {
    expect(
      keyframesIn(cssOf(<DesignSystemProvider theme="marketplace">Beranda</DesignSystemProvider>)),
    ).toEqual(
      new Set([
        '@keyframes ds-shimmer',
        '@keyframes ds-spin',
        '@keyframes ds-fade',
        '@keyframes ds-rise',
        '@keyframes ds-grow',
      ]),
    );
  });

  it('are only named by the components, so showing one later adds no @keyframes rule to the page', () => {
    const css = cssOf(
      <>
        <Skeleton width="70%" />
        <Spinner label="Memuat" />
        <LoadingOverlay open label="Menyimpan" />
      </>,
    );
    expect(keyframesIn(css)).toEqual(new Set());
    expect(css).toMatch(/animation:\s*ds-shimmer 1\.4s/);
    expect(css).toMatch(/animation:\s*ds-spin 0\.8s/);
    expect(css).toMatch(/animation:\s*ds-fade /);
  });
});
