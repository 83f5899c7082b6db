import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { DataTable } from './DataTable';
import type { DataTableSort } from './data-table-types';
import { makeOrders, orderColumns } from './sample-orders';

function Selectable({ count }: { count: number }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable
      label="Daftar pesanan"
      columns={orderColumns}
      rows={makeOrders(count)}
      getRowId={(o) => o.id}
      selectable
      selectedIds={selected}
      onSelectionChange={setSelected}
    />
  );
}

// jsdom has no layout; give elements the size of a 480 px viewport so the virtualiser has a window.
const originals = {
  height: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  width: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 480 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 960 });
});

afterAll(() => {
  if (originals.height) Object.defineProperty(Element.prototype, 'clientHeight', originals.height);
  if (originals.width) Object.defineProperty(Element.prototype, 'clientWidth', originals.width);
});

describe('DataTable', () => {
  it('renders only a window of a very large list and reports the full row count', () => {
    renderWithTheme(
      <DataTable
        label="Daftar pesanan"
        columns={orderColumns}
        rows={makeOrders(100000)}
        getRowId={(o) => o.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Daftar pesanan' });
    expect(table).toHaveAttribute('aria-rowcount', '100001');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(1);
    expect(rendered).toBeLessThan(60);
    expect(within(table).getByText('INV/2024/100000')).toBeInTheDocument();
  });

  it('does not write the scroll offset of its fresh scroll area as it mounts (a forced layout of the page)', () => {
    const scrollTo = vi.fn();
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
    Object.defineProperty(Element.prototype, 'scrollTo', {
      configurable: true,
      writable: true,
      value: scrollTo,
    });
    try {
      renderWithTheme(
        <DataTable
          label="Daftar pesanan"
          columns={orderColumns}
          rows={makeOrders(50)}
          getRowId={(o) => o.id}
        />,
      );
      expect(screen.getByText('INV/2024/100000')).toBeInTheDocument();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollTo', original);
      else delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
    }
  });

  it('reports sorting from the header buttons, ascending first', async () => {
    const onSortChange = vi.fn();
    const { user, rerender } = renderWithTheme(
      <DataTable
        label="Daftar pesanan"
        columns={orderColumns}
        rows={makeOrders(5)}
        getRowId={(o) => o.id}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'total', direction: 'asc' });
    const sort: DataTableSort = { columnId: 'total', direction: 'asc' };
    rerender(
      <DataTable
        label="Daftar pesanan"
        columns={orderColumns}
        rows={makeOrders(5)}
        getRowId={(o) => o.id}
        sort={sort}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'total', direction: 'desc' });
  });

  it('selects rows one by one and all at once', async () => {
    const { user } = renderWithTheme(<Selectable count={3} />);
    await user.click(screen.getByRole('checkbox', { name: 'Pilih baris 2' }));
    expect(screen.getByRole('checkbox', { name: 'Pilih semua baris' })).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua baris' }));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua baris' }));
    expect(screen.getByRole('checkbox', { name: 'Pilih baris 1' })).not.toBeChecked();
  });

  it('renders again only the row whose checkbox changed', async () => {
    const rows = makeOrders(5);
    const drawnBuyers: string[] = [];
    const columns = orderColumns.map((column) =>
      column.id === 'buyer'
        ? { ...column, cell: (o: (typeof rows)[number]) => (drawnBuyers.push(o.id), o.buyer) }
        : column,
    );
    function Table() {
      const [selected, setSelected] = useState<Set<string>>(new Set());
      return (
        <DataTable
          label="Daftar pesanan"
          columns={columns}
          rows={rows}
          getRowId={(o) => o.id}
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
        />
      );
    }
    const { user } = renderWithTheme(<Table />);
    expect(new Set(drawnBuyers)).toEqual(new Set(['1', '2', '3', '4', '5']));
    drawnBuyers.length = 0;
    await user.click(screen.getByRole('checkbox', { name: 'Pilih baris 3' }));
    expect(screen.getByRole('checkbox', { name: 'Pilih baris 3' })).toBeChecked();
    expect(new Set(drawnBuyers)).toEqual(new Set(['3']));
    await user.click(screen.getByRole('checkbox', { name: 'Pilih baris 4' }));
    expect(screen.getByRole('checkbox', { name: 'Pilih baris 3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pilih baris 4' })).toBeChecked();
  });

  it('shows the empty state and the loading state', () => {
    const { rerender } = renderWithTheme(
      <DataTable label="Daftar pesanan" columns={orderColumns} rows={[]} getRowId={(o) => o.id} />,
    );
    expect(screen.getByRole('heading', { name: 'Belum ada data' })).toBeInTheDocument();
    rerender(
      <DataTable
        label="Daftar pesanan"
        columns={orderColumns}
        rows={[]}
        getRowId={(o) => o.id}
        loading
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'Belum ada data' })).not.toBeInTheDocument();
  });
});
