import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { BannerOverlay } from './BannerOverlay';
import { sampleBannerImage } from './sample-banner';

const props = {
  open: true,
  imageUrl: sampleBannerImage,
  href: 'https://example.test/promo',
  alt: 'Promo Gajian',
};

describe('BannerOverlay', () => {
  it('is an image link that closes the banner when followed', async () => {
    const onClose = vi.fn();
    const onLinkClick = vi.fn();
    const { user } = renderWithTheme(
      <BannerOverlay {...props} onClose={onClose} onLinkClick={onLinkClick} />,
    );
    const link = screen.getByRole('link', { name: 'Promo Gajian' });
    expect(link).toHaveAttribute('href', 'https://example.test/promo');
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(onLinkClick).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("closes with the 'Tutup' button", async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(<BannerOverlay {...props} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reports a picture that fails to load', () => {
    const onImageError = vi.fn();
    renderWithTheme(<BannerOverlay {...props} onClose={() => {}} onImageError={onImageError} />);
    fireEvent.error(screen.getByRole('img', { name: 'Promo Gajian' }));
    expect(onImageError).toHaveBeenCalled();
  });
});
