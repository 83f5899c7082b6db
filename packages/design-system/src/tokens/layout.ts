/**
 * Layout numbers from the product spec (§9). Kept as plain numbers so app code can use them in
 * logic (e.g. matchMedia) as well as in CSS.
 */
export const layout = {
  sidebarWidth: 220,
  sidebarMiniWidth: 60,
  headerHeight: 64,
  dialogWidth: 390,
  dialogTop: '15vh',
  onboardingDialogWidth: 583,
  notificationListMaxHeight: 500,
  fadeDurationMs: 300,
} as const;

/** Breakpoints (px) of §9; 1199 is also where the sidebar collapses and "mobile device" starts. */
export const breakpoints = {
  desktop: 1199,
  laptop: 1024,
  tablet: 768,
  phablet: 576,
  mobile: 375,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media query below a breakpoint (inclusive), for styled-components templates. */
export const below = (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp]}px)`;

/** Media query above a breakpoint (exclusive). */
export const above = (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp] + 1}px)`;
