import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Switch } from './Switch';

function Controlled() {
  const [on, setOn] = useState(false);
  return (
    <Switch
      checked={on}
      onCheckedChange={setOn}
      label="Aktifkan produk"
      stateLabels={['Nonaktif', 'Aktif']}
    />
  );
}

describe('Switch', () => {
  it('toggles with Space and shows the state word', async () => {
    const { user } = renderWithTheme(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Aktifkan produk' });
    expect(control).not.toBeChecked();
    expect(screen.getByText('Nonaktif')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
  });

  it('toggles by clicking the visible label', async () => {
    const { user } = renderWithTheme(<Controlled />);
    await user.click(screen.getByText('Aktifkan produk', { selector: 'span[aria-hidden]' }));
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
