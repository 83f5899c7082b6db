import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NewBadge } from './NewBadge';

describe('NewBadge', () => {
  it("reads 'BARU' by default", () => {
    render(<NewBadge />);
    expect(screen.getByText('BARU')).toBeInTheDocument();
  });

  it('takes other copy as a prop', () => {
    render(<NewBadge label="Baru!" />);
    expect(screen.getByText('Baru!')).toBeInTheDocument();
  });
});
