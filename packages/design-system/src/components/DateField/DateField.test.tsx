import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { DateField } from './DateField';

describe('DateField', () => {
  it('inserts dashes and reports a valid date', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(
      <DateField label="Tanggal mulai" value={null} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Tanggal mulai' });
    await user.type(input, '20240131');
    expect(input).toHaveValue('2024-01-31');
    expect(onValueChange).toHaveBeenLastCalledWith('2024-01-31');
  });

  it('rejects an impossible date after leaving the field', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithTheme(
      <DateField label="Tanggal mulai" value={null} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Tanggal mulai' });
    await user.type(input, '20230230');
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Tanggal harus berformat YYYY-MM-DD');
  });

  it('rejects dates outside min and max', async () => {
    const { user } = renderWithTheme(
      <DateField
        label="Tanggal"
        value={null}
        onValueChange={() => {}}
        min="2024-01-01"
        max="2024-12-31"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Tanggal' });
    await user.type(input, '20250101');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Tanggal di luar rentang yang diizinkan');
  });
});
