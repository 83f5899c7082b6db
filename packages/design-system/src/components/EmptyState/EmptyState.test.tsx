import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a heading, the text and the action', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithTheme(
      <EmptyState
        title="Belum ada produk"
        text="Tambahkan produk pertama kamu."
        action={<Button onClick={onAdd}>Tambah Produk</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Belum ada produk' })).toBeInTheDocument();
    expect(screen.getByText('Tambahkan produk pertama kamu.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Produk' }));
    expect(onAdd).toHaveBeenCalled();
  });
});
