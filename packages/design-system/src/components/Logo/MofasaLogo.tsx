import type { LogoProps } from './logo-types';

const BERRY = '#a3195b';
const LEAF = '#f29f3d';

const Mark = () => (
  <>
    <circle cx="16" cy="16" r="16" fill={BERRY} />
    <path
      d="M8.5 22.5v-6.8a3.6 3.6 0 0 1 7.2 0v6.8M15.7 15.7a3.6 3.6 0 0 1 7.2 0v6.8"
      fill="none"
      stroke="#fff"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path d="M21.5 5.5c3.2-.4 5 1.4 5 4.2-3 .5-5-1.2-5-4.2z" fill={LEAF} />
  </>
);

const a11y = (title: string) =>
  title === ''
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': title } as const);

/** Full mofasa logo: round "m" mark plus lowercase wordmark, for the expanded sidebar. */
export function MofasaLogo({ height = 32, title = 'mofasa', className }: LogoProps) {
  return (
    <svg
      viewBox="0 0 124 32"
      height={height}
      width={(height * 124) / 32}
      className={className}
      {...a11y(title)}
    >
      <Mark />
      <text
        x="40"
        y="22.5"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="20"
        fontWeight="800"
        letterSpacing="-0.6"
        fill={BERRY}
      >
        mofasa
      </text>
      <circle cx="118" cy="20.5" r="2.2" fill={LEAF} />
    </svg>
  );
}

/** Mini mofasa logo: the mark alone, for the 60 px sidebar. */
export function MofasaLogoMini({ height = 32, title = 'mofasa', className }: LogoProps) {
  return (
    <svg viewBox="0 0 32 32" height={height} width={height} className={className} {...a11y(title)}>
      <Mark />
    </svg>
  );
}
