import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import styled from 'styled-components';
import { StyleWarmup } from './StyleWarmup';

const WarmedPanel = styled.section`
  letter-spacing: 0.37em;
`;

function documentCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .concat(Array.from(document.querySelectorAll('style')).map((style) => style.textContent ?? ''))
    .join('\n');
}

describe('StyleWarmup', () => {
  it('renders its children once, hidden, when idle, leaving their styles and nothing else behind', async () => {
    const mounted = vi.fn();
    function Panel() {
      useEffect(() => mounted(), []);
      return <WarmedPanel>Panel notifikasi</WarmedPanel>;
    }
    const { container } = render(
      <StyleWarmup>
        <Panel />
      </StyleWarmup>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(documentCss()).not.toContain('0.37em');

    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(documentCss()).toContain('0.37em');
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('keeps what it renders out of sight and out of the accessibility tree', async () => {
    let box: HTMLElement | null = null;
    function Probe() {
      useEffect(() => {
        box = document.querySelector('[data-style-warmup]');
      }, []);
      return <button type="button">Tandai semua dibaca</button>;
    }
    render(
      <StyleWarmup>
        <Probe />
      </StyleWarmup>,
    );
    await waitFor(() => expect(box).not.toBeNull());
    expect(box).toHaveAttribute('hidden');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveStyle({ display: 'none' });
  });
});
