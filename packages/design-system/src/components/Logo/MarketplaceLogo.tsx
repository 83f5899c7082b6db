import type { LogoProps } from './logo-types';

const BLUE = '#0a58ca';
const AMBER = '#f5a524';

const Mark = () => (
  <>
    <rect width="32" height="32" rx="8" fill={BLUE} />
    <path d="M8.5 12.5h15l-1.3 11a2.2 2.2 0 0 1-2.2 2h-8a2.2 2.2 0 0 1-2.2-2z" fill="#fff" />
    <path
      d="M12.5 12.5V11a3.5 3.5 0 0 1 7 0v1.5"
      fill="none"
      stroke="#fff"
      strokeWidth="2"
      strokeLinecap="round"
    />
    <path
      d="M12.3 22.5v-5.2l3.7 3.4 3.7-3.4v5.2"
      fill="none"
      stroke={BLUE}
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="25" cy="7" r="2.5" fill={AMBER} />
  </>
);

const a11y = (title: string) =>
  title === ''
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': title } as const);

/** Full Marketplace logo: bag mark plus wordmark, for the expanded sidebar. */
export function MarketplaceLogo({ height = 32, title = 'Marketplace', className }: LogoProps) {
  return (
    <svg
      viewBox="0 0 168 32"
      height={height}
      width={(height * 168) / 32}
      className={className}
      {...a11y(title)}
    >
      <Mark />
      <text
        x="40"
        y="22.5"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="18"
        fontWeight="700"
        letterSpacing="-0.4"
        fill="#14233c"
      >
        Market<tspan fill={BLUE}>place</tspan>
      </text>
    </svg>
  );
}

/** Mini Marketplace logo: the mark alone, for the 60 px sidebar. */
export function MarketplaceLogoMini({ height = 32, title = 'Marketplace', className }: LogoProps) {
  return (
    <svg viewBox="0 0 32 32" height={height} width={height} className={className} {...a11y(title)}>
      <Mark />
    </svg>
  );
}
