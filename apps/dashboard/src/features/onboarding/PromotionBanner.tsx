import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Dialog } from '@seller/design-system';
import type { AnnouncementPopup } from '@seller/machines';
import { onboardingCopy } from './copy';

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: 8px;
`;

export interface PromotionBannerProps {
  banner: AnnouncementPopup;
  onClose: () => void;
  onOpenLink: () => void;
}

const isInAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The promotion overlay of spec §2: an image link with a close button. */
export function PromotionBanner({ banner, onClose, onOpenLink }: PromotionBannerProps) {
  const image = <Image src={banner.imageUrl} alt={banner.informationName} />;
  return (
    <Dialog
      open
      onClose={onClose}
      ariaLabel={banner.informationName || onboardingCopy.promotionLabel}
      closeLabel={onboardingCopy.close}
      width={520}
    >
      {banner.linkUrl && isInAppPath(banner.linkUrl) ? (
        // An in-app address (e.g. '/announcement/6') opens the announcement here, in the same tab.
        <Link to={banner.linkUrl} onClick={onOpenLink}>
          {image}
        </Link>
      ) : banner.linkUrl ? (
        <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer" onClick={onOpenLink}>
          {image}
        </a>
      ) : (
        image
      )}
    </Dialog>
  );
}
