import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and takes typed text', async () => {
    const { user } = renderWithTheme(<TextField label="Nama Produk" hint="Maksimal 70 karakter" />);
    const input = screen.getByRole('textbox', { name: 'Nama Produk' });
    expect(input).toHaveAccessibleDescription('Maksimal 70 karakter');
    await user.type(input, 'Kaos Polos');
    expect(input).toHaveValue('Kaos Polos');
  });

  it('links the error message and marks the input invalid', () => {
    renderWithTheme(<TextField label="Nama Produk" error="Nama produk wajib diisi" required />);
    const input = screen.getByRole('textbox', { name: /Nama Produk/ });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Nama produk wajib diisi');
  });
});
