// Inline icons for the notes library; decorative, their buttons carry the names.
const svgProps = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const ShareIcon = () => (
  <svg {...svgProps}>
    <path
      fill="currentColor"
      d="M18 2a3 3 0 1 1-2.24 5l-6.9 4.02a3 3 0 0 1 0 1.96L15.76 17a3 3 0 1 1-.9 1.76l-6.9-4.02a3 3 0 1 1 0-5.48l6.9-4.02A3 3 0 0 1 18 2Z"
    />
  </svg>
);

export const EyeIcon = () => (
  <svg {...svgProps}>
    <path
      fill="currentColor"
      d="M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z"
    />
  </svg>
);

export const DownloadIcon = () => (
  <svg {...svgProps}>
    <path fill="currentColor" d="M11 3h2v9.17l3.59-3.58L18 10l-6 6-6-6 1.41-1.41L11 12.17V3ZM4 18h16v2H4v-2Z" />
  </svg>
);

export const DocumentIcon = () => (
  <svg {...svgProps} width={28} height={28}>
    <path fill="currentColor" d="M6 2h8l6 6v14H6V2Zm7 1.5V9h5.5L13 3.5ZM8 12v2h8v-2H8Zm0 4v2h8v-2H8Z" />
  </svg>
);
