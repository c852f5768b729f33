/** Small inline icons: decorative, so hidden from assistive technology. */

export function PlaceholderImageIcon({ size, className }: { size: number; className?: string | undefined }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="11" width="30" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="18" cy="20" r="3" fill="currentColor" />
      <path
        d="M11 34l9-9 6 6 4-4 8 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ExternalIcon({ className }: { className?: string | undefined }) {
  return (
    <svg
      className={className}
      width="14"
      height="14"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
