import styled from 'styled-components';
import { IconButton, vars } from '@seller/design-system';
import { productListCopy } from '../list/list-copy';

export interface VideoBannerProps {
  /** Called by the close control; the banner stays hidden until the next logout. */
  onDismiss: () => void;
}

const Banner = styled.aside`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['300']};
  padding: ${vars.space['300']} ${vars.space['400']};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.statusInfoBg};
  color: ${vars.color.textDefault};
`;

const Body = styled.div`
  flex: 1;

  h2 {
    margin: 0;
    font-size: ${vars.font.size400};
  }

  p {
    margin: ${vars.space['100']} 0 0;
  }
`;

/** The product video banner (§3 showProductVideoBanner), dismissible. */
export function VideoBanner({ onDismiss }: VideoBannerProps) {
  return (
    <Banner aria-label={productListCopy.videoBannerTitle}>
      <Body>
        <h2>{productListCopy.videoBannerTitle}</h2>
        <p>{productListCopy.videoBannerText}</p>
      </Body>
      <IconButton icon="close" label={productListCopy.videoBannerClose} onClick={onDismiss} />
    </Banner>
  );
}
