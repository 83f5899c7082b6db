import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { SearchableSelect } from './SearchableSelect';
import { sampleBrands } from './sample-brands';

function Controlled() {
  const [value, setValue] = useState<string | null>('101');
  return (
    <SearchableSelect
      label="Brand"
      options={sampleBrands}
      value={value}
      onValueChange={setValue}
      searchPlaceholder="Cari nama Brand"
    />
  );
}

describe('SearchableSelect', () => {
  it('filters by the search and picks with the keyboard', async () => {
    const { user } = renderWithTheme(<Controlled />);
    const trigger = screen.getByRole('button', { name: 'Brand Batik Nusantara' });
    await user.click(trigger);
    const search = await screen.findByRole('combobox', { name: 'Cari nama Brand' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('sa');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Batik Nusantara',
      'Sambal Bu Rudy',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: 'Brand Sambal Bu Rudy' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('marks a pressed option at once, then closes and hands the choice over after that frame', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(
      <SearchableSelect
        label="Brand"
        options={sampleBrands}
        value="101"
        onValueChange={onValueChange}
        searchPlaceholder="Cari nama Brand"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Brand Batik Nusantara' }));
    const option = await screen.findByRole('option', { name: 'Sambal Bu Rudy' });
    fireEvent.click(option);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Batik Nusantara' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onValueChange).toHaveBeenCalledExactlyOnceWith('103'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("shows 'Kata Kunci tidak ditemukan' when nothing matches", async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('button', { name: /Brand/ }));
    await user.type(await screen.findByRole('combobox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Kata Kunci tidak ditemukan');
  });

  it('closes on Escape without changing the value', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('button', { name: /Brand/ }));
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Brand Batik Nusantara' })).toBeInTheDocument();
  });
  it('names an option by its label, reads its description after it, and says the note', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithTheme(
      <SearchableSelect
        label="Brand"
        options={sampleBrands.map((o) =>
          o.value === '103' ? { ...o, description: '4 pesanan belum diproses' } : o,
        )}
        value="101"
        onValueChange={() => {}}
        note="Jumlah belum dapat dimuat."
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Brand Batik Nusantara' }));
    const option = await screen.findByRole('option', { name: 'Sambal Bu Rudy' });
    expect(option).toHaveAccessibleDescription('4 pesanan belum diproses');
    expect(option).toHaveTextContent('4 pesanan belum diproses');
    expect(screen.getByRole('status')).toHaveTextContent('Jumlah belum dapat dimuat.');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
  });
});
