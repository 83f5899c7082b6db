import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { DefaultAvatar } from './DefaultAvatar';

export interface AvatarProps extends ComponentPropsWithoutRef<'span'> {
  /** Picture URL (profilePictureUrl). Missing or broken pictures fall back to the default avatar. */
  src?: string | null;
  /** Whose avatar this is; used as the image's accessible name. Empty when the name is shown next to it. */
  name: string;
  /** Diameter in px. */
  size?: number;
}

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${vars.color.avatarBg};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Round user picture with the default avatar as fallback. */
export function Avatar({ src, name, size = 32, ...rest }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = name === '' ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <Frame $size={size} data-fallback={showImage ? undefined : ''} {...a11y} {...rest}>
      {showImage && src ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <DefaultAvatar size={size} />
      )}
    </Frame>
  );
}
