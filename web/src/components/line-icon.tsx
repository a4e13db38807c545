/** Line icons drawn inline (no icon font, no extra request), shared by the marketing pages. */
const paths = {
  flask: 'M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10',
  leaf: 'M11 20A7 7 0 0 1 4 13c0-6 6-9 16-10-1 10-4 16-10 16zM4 21c3-5 6-8 11-11',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  pen: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  beaker: 'M4.5 3h15M6 3v16a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V3M6 14h12',
  gift: 'M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
  atom: 'M11 12a1 1 0 1 0 2 0 1 1 0 1 0-2 0M20.2 20.2c2-2-.4-7.7-5.4-12.7S3.8 1.8 1.8 3.8s.4 7.7 5.4 12.7 11 7.7 13 5.7zM15.7 15.7c5-5 7.5-10.7 5.4-12.7S13.2 3.2 8.3 8.3s-7.5 10.7-5.4 12.7 7.7-.4 12.8-5.3z',
  clock: 'M2 12a10 10 0 1 0 20 0 10 10 0 1 0-20 0M12 6v6l4 2',
  award: 'M6 8a6 6 0 1 0 12 0 6 6 0 1 0-12 0M15.5 13 17 22l-5-3-5 3 1.5-9',
  chart: 'M3 3v18h18M7 15l4-4 3 3 5-6',
  hexagon: 'M12 2 21 7v10l-9 5-9-5V7zM12 7l4.5 2.5v5L12 17l-4.5-2.5v-5z',
  layers: 'M12 2 2 7l10 5 10-5zM2 17l10 5 10-5M2 12l10 5 10-5',
  dna: 'M4 2c0 6 16 8 16 14M20 2c0 6-16 8-16 14M4 22c0-2 1.5-3.5 4-4.5M20 22c0-2-1.5-3.5-4-4.5M7 6h10M7 12h10',
  users: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  target: 'M2 12a10 10 0 1 0 20 0 10 10 0 1 0-20 0M6 12a6 6 0 1 0 12 0 6 6 0 1 0-12 0M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  eye: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zM9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  check: 'M20 6 9 17l-5-5',
} as const;

export type IconName = keyof typeof paths;

export function LineIcon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
