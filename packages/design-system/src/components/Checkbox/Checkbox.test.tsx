import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and by clicking its label', async () => {
    const onChange = vi.fn();
    const { user } = renderWithTheme(
      <Checkbox label="Tampilkan stok habis" onChange={(e) => onChange(e.target.checked)} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Tampilkan stok habis' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Tampilkan stok habis'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('exposes the mixed state', () => {
    renderWithTheme(<Checkbox label="Pilih semua" indeterminate readOnly />);
    expect(screen.getByRole('checkbox', { name: 'Pilih semua' })).toBePartiallyChecked();
  });
});
