import styled from 'styled-components';
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { vars } from '../../tokens';
import { motion } from '../../styles/motion';
import { Icon } from '../Icon';
import { focusRing } from '../../styles';

export interface BannerOverlayProps {
  /** Whether the banner is shown. */
  open: boolean;
  /** Banner picture (imageUrl). */
  imageUrl: string;
  /** Where the picture leads (linkUrl). */
  href: string;
  /** Describes the banner's message for screen readers (informationName). */
  alt: string;
  /** Called by the close button, Escape or the backdrop. */
  onClose: () => void;
  /** Called when the picture link is followed; the banner closes too (spec §4). */
  onLinkClick?: () => void;
  /** Open the link in a new tab. */
  newTab?: boolean;
  /** Label of the close button. */
  closeLabel?: string;
  /** Called if the picture fails to load; the spec hides the banner then. */
  onImageError?: () => void;
}

const Overlay = styled(FloatingOverlay)`
  z-index: ${vars.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${vars.space['400']};
  background: ${vars.color.bgBackdrop};
`;

const Frame = styled.div`
  position: relative;
  width: min(480px, 100%);
  animation: ${motion.grow} ${vars.motion.durationFade} ${vars.motion.easing};
  &:focus {
    outline: none;
  }
`;

const ImageLink = styled.a`
  display: block;
  border-radius: ${vars.radius['300']};
  overflow: hidden;
  box-shadow: ${vars.shadow['300']};
  ${focusRing}
  & > img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Close = styled.button`
  position: absolute;
  top: -14px;
  right: -14px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 2px solid ${vars.color.bgSurface};
  border-radius: 50%;
  background: ${vars.color.bgInverse};
  color: ${vars.color.textOnInverse};
  cursor: pointer;
  box-shadow: ${vars.shadow['200']};
  ${focusRing}
`;

/** Promotion banner over the page: an image link with a close button (spec §2). */
export function BannerOverlay({
  open,
  imageUrl,
  href,
  alt,
  onClose,
  onLinkClick,
  newTab = true,
  closeLabel = 'Tutup',
  onImageError,
}: BannerOverlayProps) {
  const { refs, context } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const { getFloatingProps } = useInteractions([dismiss]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <Overlay lockScroll>
        <FloatingFocusManager context={context}>
          <Frame
            ref={refs.setFloating}
            role="dialog"
            aria-modal="true"
            aria-label={alt}
            {...getFloatingProps()}
          >
            <ImageLink
              href={href}
              target={newTab ? '_blank' : undefined}
              rel={newTab ? 'noopener noreferrer' : undefined}
              onClick={() => {
                onLinkClick?.();
                onClose();
              }}
            >
              <img src={imageUrl} alt={alt} onError={onImageError} />
            </ImageLink>
            <Close type="button" aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" size={18} />
            </Close>
          </Frame>
        </FloatingFocusManager>
      </Overlay>
    </FloatingPortal>
  );
}
