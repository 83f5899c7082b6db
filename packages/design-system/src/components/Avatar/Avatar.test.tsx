import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Rina Wulandari')).toBe('RW');
    expect(initialsOf('Batik Sekar Jagad')).toBe('BS');
    expect(initialsOf('  sari  ')).toBe('S');
    expect(initialsOf('(Toko) 99 Jaya')).toBe('T9');
    expect(initialsOf('')).toBe('');
  });
});

describe('Avatar', () => {
  it('is an image named after the user', () => {
    render(<Avatar name="Budi Santoso" src="https://example.test/budi.png" />);
    expect(screen.getByRole('img', { name: 'Budi Santoso' })).toBeInTheDocument();
  });

  it('falls back to initials when the picture fails', () => {
    const { container } = render(
      <Avatar name="Budi Santoso" src="https://example.test/broken.png" />,
    );
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    const avatar = screen.getByRole('img', { name: 'Budi Santoso' });
    expect(avatar).toHaveAttribute('data-fallback', 'initials');
    expect(avatar).toHaveAttribute('data-initials', 'BS');
  });

  it('shows initials without a picture, named by the full name rather than the letters', () => {
    render(<Avatar name="Sari Puspita" />);
    const avatar = screen.getByRole('img', { name: 'Sari Puspita' });
    expect(avatar).toHaveAttribute('data-initials', 'SP');
    expect(avatar).toHaveTextContent('');
  });

  it('draws a brand as a rounded square', () => {
    render(<Avatar name="Kopi Nusantara Rasa" shape="square" />);
    expect(screen.getByRole('img', { name: 'Kopi Nusantara Rasa' })).toHaveAttribute(
      'data-shape',
      'square',
    );
  });

  it('keeps initials but leaves the accessibility tree when decorative', () => {
    const { container } = render(<Avatar name="Rina Wulandari" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-initials', 'RW');
  });

  it('uses the default avatar when there is no name to take initials from', () => {
    const { container } = render(<Avatar name="" />);
    expect(container.firstElementChild).toHaveAttribute('data-fallback', 'default');
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
