import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { TableScroll } from './TableScroll';

/** jsdom lays nothing out: give every box the widths a phone would. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

/** A browser's ResizeObserver reports each observed box once it is laid out, after the frame. */
class ReportingResizeObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    requestAnimationFrame(() => this.report());
  }
  disconnect() {}
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>Status</td>
      </tr>
    </tbody>
  </table>
);

describe('TableScroll', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says more columns are out of view when the table is wider than the screen', async () => {
    layout(720, 343);
    renderWithTheme(<TableScroll>{table}</TableScroll>);
    expect(await screen.findByText('Geser ke samping untuk melihat kolom lainnya →')).toBeVisible();
  });

  it('says nothing when every column fits', async () => {
    layout(343, 343);
    renderWithTheme(<TableScroll>{table}</TableScroll>);
    // Measured after the first frame: wait for it before reading the absence.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByText(/Geser ke samping/)).not.toBeInTheDocument();
  });
});
