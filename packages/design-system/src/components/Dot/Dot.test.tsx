import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Dot } from './Dot';

describe('Dot', () => {
  it('carries its meaning as text for screen readers', () => {
    render(<Dot label="Ada transaksi aktif" />);
    expect(screen.getByText('Ada transaksi aktif')).toBeInTheDocument();
  });
});
