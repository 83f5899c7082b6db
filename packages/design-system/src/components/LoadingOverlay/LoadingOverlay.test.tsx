import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('announces loading while open', () => {
    render(<LoadingOverlay open />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat…');
  });

  it('renders nothing when closed', () => {
    render(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
