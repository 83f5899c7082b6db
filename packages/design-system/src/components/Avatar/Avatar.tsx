import { useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { DefaultAvatar } from './DefaultAvatar';

/** circle for people, square (rounded corners) for brands and stores. */
export type AvatarShape = 'circle' | 'square';

export interface AvatarProps extends ComponentPropsWithoutRef<'span'> {
  /** Picture URL (profilePictureUrl, logoUrl). Missing or broken pictures fall back to initials. */
  src?: string | null;
  /** Whose avatar this is: the image's accessible name and the source of the initials. Empty draws the default avatar. */
  name: string;
  /** Hide it from assistive tech, e.g. when the name is written next to it; the initials still show. */
  decorative?: boolean;
  /** Width and height in px. */
  size?: number;
  /** Outline of the frame. */
  shape?: AvatarShape;
}

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${vars.color.avatarBg};
  color: ${vars.color.avatarText};
  font-size: ${(p) => Math.max(10, Math.round(p.$size * 0.4))}px;
  font-weight: ${vars.font.weightSemibold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  &[data-shape='square'] {
    border-radius: ${vars.radius['200']};
  }
  &[data-fallback='initials'] {
    background: ${vars.color.avatarInitialsBg};
    color: ${vars.color.avatarInitialsText};
  }
  /* Drawn, not written: a control that names itself ("Menu akun Budi Santoso") would otherwise
     carry the letters in its visible text and no longer match its accessible name. */
  &[data-initials]::before {
    content: attr(data-initials);
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Up to two initials from the first two words: 'Rina Wulandari' → 'RW', 'Sari' → 'S'. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean);
  return words.slice(0, 2).join('').toLocaleUpperCase('id-ID');
}

/** A person's picture or a brand's logo, with initials when there is none (the default avatar without a name). */
export function Avatar({
  src,
  name,
  decorative = false,
  size = 32,
  shape = 'circle',
  ...rest
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const initials = initialsOf(name);
  const hidden = decorative || name === '';
  const a11y = hidden ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  const fallback = showImage ? undefined : initials ? 'initials' : 'default';
  return (
    <Frame
      $size={size}
      data-shape={shape}
      data-fallback={fallback}
      data-initials={fallback === 'initials' ? initials : undefined}
      {...a11y}
      {...rest}
    >
      {showImage && src ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : initials ? null : (
        <DefaultAvatar size={size} />
      )}
    </Frame>
  );
}
