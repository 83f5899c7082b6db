import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it("announces 'Memuat' by default", () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Memuat' })).toBeInTheDocument();
  });

  it('is decorative with an empty label', () => {
    render(<Spinner label="" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
