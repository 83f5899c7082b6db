import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';
import { menuIconNames } from './icon-paths';

describe('Icon', () => {
  it('provides the 13 menu icons of the sidebar', () => {
    expect(menuIconNames).toEqual([
      'announcement',
      'brand-reseller',
      'discussion',
      'education',
      'finance',
      'home',
      'notification',
      'other-service',
      'product',
      'promo',
      'statistics',
      'transaction',
      'withdrawal',
    ]);
  });

  it('is exposed as an image when titled', () => {
    render(<Icon name="home" title="Beranda" />);
    expect(screen.getByRole('img', { name: 'Beranda' })).toBeInTheDocument();
  });

  it('is hidden from assistive tech without a title', () => {
    const { container } = render(<Icon name="promo" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
