/** The course player's inline icons (24 px grid, stroked); decorative, so hidden from screen readers. */
const PATHS = {
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  note: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  reading: 'M2 4h7a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H2zM22 4h-7a3 3 0 0 0-3 3v14a2 2 0 0 1 2-2h8z',
  check: 'M20 6 9 17l-5-5',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M19 12H5M11 6l-6 6 6 6',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
} as const;

export type LearnIconName = keyof typeof PATHS;

export function LearnIcon({ name, size = 20 }: { name: LearnIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
