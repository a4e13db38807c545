/** What <Icon> draws: one of the paths in ./paths.ts. */
export type IconPath = string;

interface IconProps {
  path: IconPath;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

/**
 * A line icon: a 24 px grid stroked in the text colour. Decorative, so hidden from assistive
 * technology and never focusable; the button or link around it carries the name.
 */
export function Icon({ path, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
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
      <path d={path} />
    </svg>
  );
}
