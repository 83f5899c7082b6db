import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@seller/design-system';
import { BrandDropdown, type BrandDropdownProps } from './BrandDropdown';

const brands = [
  { id: '101', name: 'Batik Sekar Jagad' },
  { id: '102', name: 'Kopi Nusantara Rasa' },
  { id: '103', name: 'Rumah Hijab Aulia' },
];

function renderDropdown(props: Partial<BrandDropdownProps> = {}) {
  const onSelect = vi.fn();
  const view = render(
    <DesignSystemProvider theme="marketplace">
      <BrandDropdown
        brands={brands}
        value="101"
        searchPlaceholder="Cari nama Brand"
        stockist={false}
        onSelect={onSelect}
        {...props}
      />
    </DesignSystemProvider>,
  );
  return { ...view, onSelect };
}

afterEach(cleanup);

describe('BrandDropdown', () => {
  it('filters brands by the search and says when nothing matches', async () => {
    const { onSelect } = renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: /Pilih Brand Batik Sekar Jagad/ }));
    const search = await screen.findByRole('combobox', { name: 'Cari nama Brand' });
    await userEvent.type(search, 'kopi');
    expect(screen.getByRole('option', { name: 'Kopi Nusantara Rasa' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Rumah Hijab Aulia' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'sepatu');
    expect(screen.getByText('Kata Kunci tidak ditemukan')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows no brand dropdown to a user with a single brand', () => {
    const { container } = renderDropdown({ brands: [{ id: '401', name: 'Sambal Bu Ratna' }] });
    expect(screen.queryByRole('button', { name: /Pilih Brand/ })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
