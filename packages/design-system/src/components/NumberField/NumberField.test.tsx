import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { NumberField, type NumberFieldProps } from './NumberField';

function Controlled(props: Partial<NumberFieldProps>) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <NumberField label="Harga" prefix="Rp" {...props} value={value} onValueChange={setValue} />
  );
}

describe('NumberField', () => {
  it('groups thousands with dots as the user types', async () => {
    const { user } = renderWithTheme(<Controlled />);
    const input = screen.getByRole('spinbutton', { name: 'Harga' });
    await user.type(input, '1500000');
    expect(input).toHaveValue('1.500.000');
    expect(input).toHaveAttribute('aria-valuenow', '1500000');
  });

  it('steps with the arrow keys within min and max', async () => {
    const { user } = renderWithTheme(<Controlled value={9} min={0} max={10} />);
    const input = screen.getByRole('spinbutton', { name: 'Harga' });
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('10');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('9');
  });

  it('ignores letters', async () => {
    const { user } = renderWithTheme(<Controlled min={0} />);
    const input = screen.getByRole('spinbutton', { name: 'Harga' });
    await user.type(input, '12ab3');
    expect(input).toHaveValue('123');
  });
});
