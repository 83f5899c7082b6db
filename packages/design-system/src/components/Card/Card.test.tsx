import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('shows its heading, actions and content', () => {
    renderWithTheme(
      <Card title="Ringkasan Toko" actions={<a href="/report/sales">Lihat laporan</a>}>
        Penjualan minggu ini naik.
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Ringkasan Toko' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat laporan' })).toHaveAttribute(
      'href',
      '/report/sales',
    );
    expect(screen.getByText('Penjualan minggu ini naik.')).toBeInTheDocument();
  });
});
