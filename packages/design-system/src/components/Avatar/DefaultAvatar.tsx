/** The product's default avatar: a neutral head-and-shoulders silhouette. */
export function DefaultAvatar({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" fill="#dde3ea" />
      <circle cx="20" cy="16" r="7" fill="#9aa5b1" />
      <path d="M6 38c1.5-7.5 7.3-12 14-12s12.5 4.5 14 12z" fill="#9aa5b1" />
    </svg>
  );
}
