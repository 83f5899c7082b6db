import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { PastLastPage, isPastLastPage } from './PastLastPage';

describe('PastLastPage', () => {
  it('says the page does not exist and leads back to the last page', async () => {
    const onGoToLast = vi.fn();
    const { user } = renderWithTheme(
      <PastLastPage page={999} totalPages={38} onGoToLast={onGoToLast} />,
    );
    expect(screen.getByRole('heading', { name: 'Halaman 999 tidak ada' })).toBeInTheDocument();
    expect(screen.getByText('Daftar ini hanya sampai halaman 38.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ke halaman terakhir (38)' }));
    expect(onGoToLast).toHaveBeenCalledOnce();
  });

  it('tells an empty page past the end from a list with no items', () => {
    expect(isPastLastPage(999, 560, 0)).toBe(true);
    expect(isPastLastPage(1, 0, 0)).toBe(false);
    expect(isPastLastPage(3, 0, 0)).toBe(false);
    expect(isPastLastPage(2, 40, 15)).toBe(false);
  });
});
