import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import styled, { StyleSheetManager } from 'styled-components';
import { fakeMatchMedia } from '../test/fake-match-media';
import { conditionTokens, viewportRulesPlugin } from './viewport-rules';

const plugins = [viewportRulesPlugin()];

const documentCss = () =>
  Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');

afterEach(() => vi.unstubAllGlobals());

describe('viewport rules', () => {
  it('reads width and reduced-motion conditions, and nothing else', () => {
    expect(conditionTokens('(max-width: 576px)')).toEqual(['max-576']);
    expect(conditionTokens('(min-width: 577px) and (max-width: 1199px)')).toEqual([
      'min-577',
      'max-1199',
    ]);
    expect(conditionTokens('(prefers-reduced-motion: reduce)')).toEqual(['reduce-motion']);
    expect(conditionTokens('print')).toBeNull();
    expect(conditionTokens('(hover: hover)')).toBeNull();
    expect(conditionTokens('(max-width: 40em)')).toBeNull();
  });

  it("writes a component's width block as rules under the <html> attribute, which follows the viewport", () => {
    const media = fakeMatchMedia({ '(max-width: 611px)': true });
    vi.stubGlobal('matchMedia', media.matchMedia);
    const Narrow = styled.p`
      margin: 7px;
      @media (max-width: 611px) {
        margin: 3px;
        &:hover {
          color: red;
        }
      }
    `;
    render(
      <StyleSheetManager stylisPlugins={plugins}>
        <Narrow>Pesanan</Narrow>
      </StyleSheetManager>,
    );
    const css = documentCss();
    expect(css).not.toContain('@media (max-width: 611px)');
    expect(css).toMatch(/:where\(html\[data-viewport~="max-611"\]\) \.[\w-]+\{margin:3px;\}/);
    expect(css).toMatch(/:where\(html\[data-viewport~="max-611"\]\) \.[\w-]+:hover\{color:red;\}/);
    expect(document.documentElement.getAttribute('data-viewport')).toContain('max-611');

    act(() => media.change('(max-width: 611px)', false));
    expect(document.documentElement.getAttribute('data-viewport')).not.toContain('max-611');
    act(() => media.change('(max-width: 611px)', true));
    expect(document.documentElement.getAttribute('data-viewport')).toContain('max-611');
  });

  it('keeps other queries, and blocks that reach outside the component, as media rules', () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia({}).matchMedia);
    const Printed = styled.div`
      @media print {
        display: none;
      }
      @media (max-width: 613px) {
        [data-minimized] & {
          width: 60px;
        }
      }
    `;
    render(
      <StyleSheetManager stylisPlugins={plugins}>
        <Printed />
      </StyleSheetManager>,
    );
    const css = documentCss();
    expect(css).toMatch(/@media print\{\.[\w-]+\{display:none;\}\}/);
    expect(css).toMatch(
      /@media \(max-width: 613px\)\{\[data-minimized\] \.[\w-]+\{width:60px;\}\}/,
    );
  });
});
