import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('is an image named after the user', () => {
    render(<Avatar name="Budi Santoso" src="https://example.test/budi.png" />);
    expect(screen.getByRole('img', { name: 'Budi Santoso' })).toBeInTheDocument();
  });

  it('falls back to the default avatar when the picture fails', () => {
    const { container } = render(<Avatar name="Budi Santoso" src="https://example.test/broken.png" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Budi Santoso' })).toHaveAttribute('data-fallback');
  });

  it('uses the default avatar without a picture', () => {
    render(<Avatar name="Sari" />);
    expect(screen.getByRole('img', { name: 'Sari' })).toHaveAttribute('data-fallback');
  });
});
