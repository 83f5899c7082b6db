import { vars } from '../../tokens';
import type { ErrorPageStatus } from './error-copy';

const glyphs: Record<ErrorPageStatus, string[]> = {
  404: ['M92 58a14 14 0 1 0 0 28 14 14 0 0 0 0-28z', 'M102 76l12 12'],
  403: ['M82 68h28v22H82z', 'M87 68v-6a9 9 0 0 1 18 0v6'],
  401: ['M96 56a18 18 0 1 0 0 36 18 18 0 0 0 0-36z', 'M96 64v10l7 5'],
  500: ['M96 54l20 36H76z', 'M96 67v10', 'M96 83h.01'],
};

/** Status artwork: a browser window with a status glyph and the code, in brand colours. */
export function ErrorIllustration({ status }: { status: ErrorPageStatus }) {
  return (
    <svg viewBox="0 0 192 144" width="192" height="144" aria-hidden="true" focusable="false">
      <ellipse cx="96" cy="132" rx="72" ry="8" fill={vars.color.skeleton} />
      <rect
        x="28"
        y="16"
        width="136"
        height="104"
        rx="12"
        fill={vars.color.bgSurface}
        stroke={vars.color.borderDefault}
        strokeWidth="2"
      />
      <path
        d="M28 28a12 12 0 0 1 12-12h112a12 12 0 0 1 12 12v8H28z"
        fill={vars.color.bgSurfaceSelected}
      />
      <circle cx="42" cy="26" r="3" fill={vars.color.brandPrimary} />
      <circle cx="52" cy="26" r="3" fill={vars.color.brandAccent} />
      <circle cx="62" cy="26" r="3" fill={vars.color.borderStrong} />
      <g
        fill="none"
        stroke={vars.color.brandPrimary}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {glyphs[status].map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <text
        x="96"
        y="112"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="14"
        fontWeight="700"
        letterSpacing="2"
        fill={vars.color.textSubdued}
      >
        {status}
      </text>
    </svg>
  );
}
