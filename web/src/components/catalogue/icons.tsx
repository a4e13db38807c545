// Inline icons for the catalogue; decorative (aria-hidden), their buttons carry the names.
type IconProps = { size?: number };

const svgProps = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false }) as const;

export const SearchIcon = ({ size = 20 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path
      fill="currentColor"
      d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
    />
  </svg>
);

export const FilterIcon = ({ size = 20 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path fill="currentColor" d="M3 5h18v2l-7 7v5l-4 2v-7L3 7V5Z" />
  </svg>
);

export const GridIcon = ({ size = 20 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path fill="currentColor" d="M3 3h8v8H3V3Zm10 0h8v8h-8V3ZM3 13h8v8H3v-8Zm10 0h8v8h-8v-8Z" />
  </svg>
);

export const ListIcon = ({ size = 20 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path fill="currentColor" d="M3 4h4v4H3V4Zm6 1h12v2H9V5ZM3 10h4v4H3v-4Zm6 1h12v2H9v-2Zm-6 5h4v4H3v-4Zm6 1h12v2H9v-2Z" />
  </svg>
);

export const StarIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path fill="currentColor" d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2Z" />
  </svg>
);

export const UsersIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path
      fill="currentColor"
      d="M9 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 10c4.42 0 8 1.79 8 4v2H1v-2c0-2.21 3.58-4 8-4Zm7.5-9.9a4 4 0 0 1 0 7.8 6 6 0 0 0 0-7.8ZM19 14.3c2.3.6 4 1.9 4 3.7v2h-4v-2c0-1.4-.6-2.6-1.6-3.6.5 0 1.1-.04 1.6-.1Z"
    />
  </svg>
);

export const ClockIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path
      fill="currentColor"
      d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.59l3.2 3.2-1.4 1.42L11 12.4V7h2Z"
    />
  </svg>
);

export const BookIcon = ({ size = 16 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path
      fill="currentColor"
      d="M4 3h7a3 3 0 0 1 1 .17A3 3 0 0 1 13 3h7v16h-7a2 2 0 0 0-1 .27A2 2 0 0 0 11 19H4V3Zm2 2v12h5l.1.01V6a1 1 0 0 0-1-1H6Zm8 0a1 1 0 0 0-1 1v11.01L13 17h5V5h-4Z"
    />
  </svg>
);

export const FlaskIcon = ({ size = 48 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path fill="currentColor" d="M9 2h6v2h-1v5.3l5.6 9.7A2 2 0 0 1 17.9 22H6.1a2 2 0 0 1-1.7-3l5.6-9.7V4H9V2Zm3 9.2L8.8 17h6.4L12 11.2Z" />
  </svg>
);
