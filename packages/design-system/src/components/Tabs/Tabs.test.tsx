import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
    expect(screen.getByRole('tab', { name: 'Transaksi 99+' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Produk 3' })).toHaveAttribute('aria-selected', 'false');
  });

  it('draws a tally grey and work waiting red', () => {
    renderWithTheme(
      <Tabs
        label="Pratinjau"
        value="changed"
        onValueChange={() => {}}
        items={[
          { value: 'changed', label: 'Akan diubah', count: 3, countTone: 'muted' },
          { value: 'refused', label: 'Ditolak', count: 2 },
        ]}
      />,
    );
    const tally = screen.getByRole('tab', { name: 'Akan diubah 3' });
    const problems = screen.getByRole('tab', { name: 'Ditolak 2' });
    expect(tally.querySelector('[data-count]')).toHaveAttribute('data-tone', 'muted');
    expect(problems.querySelector('[data-count]')).not.toHaveAttribute('data-tone');
  });

  it('holds a place for a count on its way and shows 0 when asked to', () => {
    const items = (count: number | null) => [
      { value: 'all', label: 'Semua', count },
      { value: 'refund', label: 'Refund', count: count === null ? null : 0 },
    ];
    const view = renderWithTheme(
      <Tabs
        label="Status"
        value="all"
        onValueChange={() => {}}
        items={items(null)}
        showZeroCounts
      />,
    );
    const pending = screen.getByRole('tab', { name: 'Semua' });
    expect(pending.querySelector('[data-skeleton="count"]')).toHaveAttribute('aria-hidden', 'true');
    view.rerender(
      <Tabs label="Status" value="all" onValueChange={() => {}} items={items(12)} showZeroCounts />,
    );
    expect(screen.getByRole('tab', { name: 'Semua 12' })).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Refund 0' }).querySelector('[data-skeleton]'),
    ).toBeNull();
  });

  it('moves and selects with the arrow keys, showing the matching panel', async () => {
    const { user } = renderWithTheme(<Notifications />);
    await user.tab();
    expect(screen.getByRole('tab', { name: /Transaksi/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const product = screen.getByRole('tab', { name: /Produk/ });
    expect(product).toHaveFocus();
    expect(product).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: /Produk/ })).toHaveTextContent('Daftar produk'),
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Transaksi/ })).toHaveAttribute('aria-selected', 'true');
  });

  describe('a tap', () => {
    afterEach(() => vi.useRealTimers());

    it('shows its tab selected at once and hands the choice to the page after that frame', () => {
      vi.useFakeTimers({
        toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
      });
      const onValueChange = vi.fn();
      renderWithTheme(
        <Tabs
          label="Status"
          value="all"
          onValueChange={onValueChange}
          items={[
            { value: 'all', label: 'Semua' },
            { value: 'new', label: 'Baru' },
          ]}
        />,
      );
      fireEvent.click(screen.getByRole('tab', { name: 'Baru' }));
      expect(screen.getByRole('tab', { name: 'Baru' })).toHaveAttribute('aria-selected', 'true');
      expect(onValueChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersToNextFrame());
      expect(onValueChange).not.toHaveBeenCalled();
      act(() => vi.runOnlyPendingTimers());
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith('new');
    });
  });
});
