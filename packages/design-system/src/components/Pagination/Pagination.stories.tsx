import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Controlled(props: Omit<PaginationProps, 'onPageChange' | 'onPageSizeChange'>) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Controlled,
  args: { page: 1, pageSize: 15, total: 230 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–15 dari 230')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Baris per halaman' }),
      '50',
    );
    await expect(canvas.getByText('1–50 dari 230')).toBeVisible();
  },
};

export const ManyPages: Story = { args: { page: 40, total: 100000 } };

export const Empty: Story = { args: { total: 0 } };

export const Mobile: Story = {
  args: { page: 12, total: 5000 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
