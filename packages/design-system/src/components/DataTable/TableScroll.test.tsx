import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { TableScroll } from './TableScroll';

/** jsdom lays nothing out: give every box the widths a phone would. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
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
  afterEach(() => vi.restoreAllMocks());

  it('says more columns are out of view when the table is wider than the screen', () => {
    layout(720, 343);
    renderWithTheme(<TableScroll>{table}</TableScroll>);
    expect(screen.getByText('Geser ke samping untuk melihat kolom lainnya →')).toBeVisible();
  });

  it('says nothing when every column fits', () => {
    layout(343, 343);
    renderWithTheme(<TableScroll>{table}</TableScroll>);
    expect(screen.queryByText(/Geser ke samping/)).not.toBeInTheDocument();
  });
});
