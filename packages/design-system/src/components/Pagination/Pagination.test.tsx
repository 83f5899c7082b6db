import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Pagination } from './Pagination';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('shows the range and moves between pages', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithTheme(
      <Pagination page={2} pageSize={15} total={230} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('16–30 dari 230')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Halaman 16' }));
    expect(onPageChange).toHaveBeenLastCalledWith(16);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithTheme(
      <Pagination page={1} pageSize={15} total={20} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    rerender(<Pagination page={2} pageSize={15} total={20} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  });

  it('changes the page size', async () => {
    const onPageSizeChange = vi.fn();
    const { user } = renderWithTheme(
      <Pagination
        page={1}
        pageSize={15}
        total={230}
        onPageChange={() => {}}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Baris per halaman' }), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });
});
