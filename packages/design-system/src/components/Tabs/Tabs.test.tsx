import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Tabs } from './Tabs';

function Notifications() {
  const [tab, setTab] = useState('transaction');
  return (
    <Tabs
      label="Jenis notifikasi"
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'transaction', label: 'Transaksi', count: 140 },
        { value: 'product', label: 'Produk', count: 3 },
      ]}
    >
      {tab === 'transaction' ? 'Daftar transaksi' : 'Daftar produk'}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows counts, capped at 99+', () => {
    renderWithTheme(<Notifications />);
    expect(screen.getByRole('tab', { name: 'Transaksi 99+' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Produk 3' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves and selects with the arrow keys, showing the matching panel', async () => {
    const { user } = renderWithTheme(<Notifications />);
    await user.tab();
    expect(screen.getByRole('tab', { name: /Transaksi/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const product = screen.getByRole('tab', { name: /Produk/ });
    expect(product).toHaveFocus();
    expect(product).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /Produk/ })).toHaveTextContent('Daftar produk');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Transaksi/ })).toHaveAttribute('aria-selected', 'true');
  });
});
