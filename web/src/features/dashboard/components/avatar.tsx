import { useState } from 'react';

/** Shown for a student without a photo, or when theirs fails to load: a neutral silhouette. */
const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e0e7ff"/>' +
      '<circle cx="32" cy="25" r="11" fill="#6366f1"/><path d="M12 58c2-11 10-17 20-17s18 6 20 17z" fill="#6366f1"/></svg>',
  );

interface AvatarProps {
  /** Path under /uploads (e.g. `users/<file>.png`), or empty. */
  image: string;
  size: number;
  className?: string;
}

export function Avatar({ image, size, className }: AvatarProps) {
  const source = image ? `/uploads/${image.replace(/^\/+/, '')}` : DEFAULT_AVATAR;
  // Remembers which source failed, so a new photo (after an edit) gets its own chance to load.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  return (
    <img
      className={className}
      src={failedSource === source ? DEFAULT_AVATAR : source}
      alt=""
      width={size}
      height={size}
      decoding="async"
      onError={() => setFailedSource(source)}
    />
  );
}
