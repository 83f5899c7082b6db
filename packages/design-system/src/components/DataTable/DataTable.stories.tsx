import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { DataTable } from './DataTable';
import type { DataTableSort } from './data-table-types';
import { makeOrders, orderColumns, sortOrders, type SampleOrder } from './sample-orders';

interface DemoProps {
  count: number;
  selectable: boolean;
  loading: boolean;
  height: number;
}

function OrdersTable({ count, selectable, loading, height }: DemoProps) {
  const orders = useMemo(() => makeOrders(count), [count]);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = useMemo(
    () => (sort ? sortOrders(orders, sort.columnId, sort.direction) : orders),
    [orders, sort],
  );
  return (
    <div>
      <p aria-live="polite">{selected.size} pesanan dipilih</p>
      <DataTable<SampleOrder>
        label="Daftar pesanan"
        columns={orderColumns}
        rows={rows}
        getRowId={(o) => o.id}
        sort={sort}
        onSortChange={setSort}
        selectable={selectable}
        selectedIds={selected}
        onSelectionChange={setSelected}
        loading={loading}
        height={height}
        emptyState={
          <EmptyState
            headingLevel={3}
            icon="transaction"
            title="Belum ada pesanan"
            text="Pesanan baru akan tampil di sini."
            action={<Button size="sm">Muat ulang</Button>}
          />
        }
      />
    </div>
  );
}

const meta = {
  title: 'Components/DataTable',
  component: OrdersTable,
  args: { count: 50, selectable: true, loading: false, height: 420 },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totalHeader = canvas.getByRole('columnheader', { name: 'Total' });
    await userEvent.click(within(totalHeader).getByRole('button', { name: 'Total' }));
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(totalHeader).getByRole('button', { name: 'Total' }));
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pilih semua baris' }));
    await expect(canvas.getByText('50 pesanan dipilih')).toBeInTheDocument();
    const firstRowBox = canvas.getAllByRole('checkbox')[1] as HTMLElement;
    firstRowBox.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('49 pesanan dipilih')).toBeInTheDocument();
    await expect(
      canvas.getByRole('checkbox', { name: 'Pilih semua baris' }),
    ).toBePartiallyChecked();
  },
};

export const HundredThousandRows: Story = {
  args: { count: 100000, selectable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Daftar pesanan' });
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    const scroller = canvas.getByRole('region', { name: 'Daftar pesanan' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(table).getByText('INV/2024/199999')).toBeVisible());
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    // The header row stays pinned to the top of the scrolled area (inside its 1 px border).
    const headerRow = within(table)
      .getByRole('columnheader', { name: 'Pembeli' })
      .closest('[role="row"]') as HTMLElement;
    const offset = headerRow.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    await expect(offset).toBeGreaterThanOrEqual(0);
    await expect(offset).toBeLessThanOrEqual(1);
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Belum ada pesanan' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { count: 30 },
};
