import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { TextField } from '../TextField';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is labelled and takes several lines', async () => {
    const { user } = renderWithTheme(
      <TextArea label="Deskripsi" hint="Ceritakan bahan dan ukuran." />,
    );
    const area = screen.getByRole('textbox', { name: 'Deskripsi' });
    expect(area).toHaveAccessibleDescription('Ceritakan bahan dan ukuran.');
    await user.type(area, 'Katun{Enter}Ukuran M');
    expect(area).toHaveValue('Katun\nUkuran M');
  });

  it('links the error message and marks the field invalid and required', () => {
    renderWithTheme(<TextArea label="Deskripsi" required error="Deskripsi wajib diisi." />);
    const area = screen.getByRole('textbox', { name: 'Deskripsi' });
    expect(area).toBeInvalid();
    expect(area).toBeRequired();
    expect(area).toHaveAccessibleDescription('Deskripsi wajib diisi.');
  });

  it('draws its label with the same element and style as a text field', () => {
    renderWithTheme(
      <>
        <TextField label="Nama produk" required />
        <TextArea label="Deskripsi" required />
      </>,
    );
    const nameLabel = screen.getByText('Nama produk');
    const descriptionLabel = screen.getByText('Deskripsi');
    expect(descriptionLabel.tagName).toBe('LABEL');
    // One styled component draws both, so they share its generated class.
    expect(descriptionLabel.className).toBe(nameLabel.className);
  });
});
