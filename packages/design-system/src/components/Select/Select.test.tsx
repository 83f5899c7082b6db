import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Select } from './Select';
import { orderStatusOptions } from './order-status-options';

describe('Select', () => {
  it('lets the user pick an option by its label', async () => {
    const onChange = vi.fn();
    const { user } = renderWithTheme(
      <Select
        label="Status"
        options={orderStatusOptions}
        defaultValue="-1"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(select, 'Dikirim');
    expect(onChange).toHaveBeenCalledWith('3');
    expect(select).toHaveDisplayValue('Dikirim');
  });

  it('shows the placeholder as an empty choice', () => {
    renderWithTheme(
      <Select
        label="Status"
        options={orderStatusOptions}
        placeholder="Pilih status"
        defaultValue=""
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Pilih status');
  });
});
