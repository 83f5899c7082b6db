import { createGlobalStyle } from 'styled-components';

/**
 * Every animation's keyframes, named once and written with the document's first styles. A
 * `@keyframes` rule added to the page's style sheet later (styled-components' `keyframes`, the
 * first time a skeleton or spinner shows) makes Chromium recompute the style of every element in
 * the document: 25–40 ms on a slow phone, in the middle of a page's first render. Written at
 * start, while the document is all but empty, it costs nothing.
 */
export const motion = {
  /** Skeleton placeholders: a light band sweeping across. */
  shimmer: 'ds-shimmer',
  /** Spinners: one turn. */
  spin: 'ds-spin',
  /** Overlays and late content: from transparent. */
  fade: 'ds-fade',
  /** Dialogs: from transparent, 8 px lower. */
  rise: 'ds-rise',
  /** Banners: from transparent, slightly smaller. */
  grow: 'ds-grow',
} as const;

export const MotionKeyframes = createGlobalStyle`
  @keyframes ${motion.shimmer} {
    from { background-position: 200% 0; }
    to { background-position: -200% 0; }
  }
  @keyframes ${motion.spin} {
    to { transform: rotate(360deg); }
  }
  @keyframes ${motion.fade} {
    from { opacity: 0; }
    to { opacity: 1; }
  }
  @keyframes ${motion.rise} {
    from { opacity: 0; transform: translateY(8px); }
    to { opacity: 1; transform: none; }
  }
  @keyframes ${motion.grow} {
    from { opacity: 0; transform: scale(0.96); }
    to { opacity: 1; transform: none; }
  }
`;
