import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { formatMoney } from '../../format';
import { Stat } from './Stat';

describe('Stat', () => {
  it('shows label, value and a worded trend', () => {
    renderWithTheme(
      <Stat
        label="Total Penjualan"
        value={formatMoney(12500000)}
        trend={{ direction: 'up', value: '12%', label: 'dari minggu lalu' }}
      />,
    );
    expect(screen.getByText('Total Penjualan')).toBeInTheDocument();
    expect(screen.getByText('Rp12.500.000')).toBeInTheDocument();
    expect(screen.getByText('naik 12%')).toBeInTheDocument();
    expect(screen.getByText('naik 12%').parentElement).toHaveAttribute('data-tone', 'good');
  });

  it('marks a rise as bad when up is not good', () => {
    renderWithTheme(
      <Stat
        label="Pesanan Dibatalkan"
        value="8"
        trend={{ direction: 'up', value: '3', upIsGood: false }}
      />,
    );
    expect(screen.getByText('naik 3').parentElement).toHaveAttribute('data-tone', 'bad');
  });

  it('hides the figures while loading', () => {
    renderWithTheme(<Stat label="Saldo" value="Rp1.000" loading />);
    expect(screen.queryByText('Rp1.000')).not.toBeInTheDocument();
  });
});
