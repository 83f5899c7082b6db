import type { SVGProps } from 'react';
import { iconPaths, type IconName } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  /** Which artwork to draw. */
  name: IconName;
  /** Square size in px. */
  size?: number;
  /** Accessible name. Without it the icon is decorative and hidden from assistive tech. */
  title?: string;
}

/** Inline SVG icon drawn with currentColor, so it follows the text colour around it. */
export function Icon({ name, size = 20, title, ...rest }: IconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} strokeWidth={d.endsWith('h.01') ? 2.6 : undefined} />
      ))}
    </svg>
  );
}
