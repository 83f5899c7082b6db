/** Props shared by every brand logo. */
export interface LogoProps {
  /** Rendered height in px; the width follows the artwork's aspect ratio. */
  height?: number;
  /** Accessible name. Pass an empty string when a visible brand name sits next to the logo. */
  title?: string;
  /** Extra class for layout by the caller. */
  className?: string;
}
