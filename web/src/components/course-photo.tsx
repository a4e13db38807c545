import { useState, type ReactNode } from 'react';
import type { Course } from '@chem/contract';
import { Icon, icons } from './icons';

/** The photo's URL (`/uploads{coursesPhoto}`), or null when the course has none. */
export function coursePhotoUrl(course: Pick<Course, 'coursesPhoto'>): string | null {
  return course.coursesPhoto ? `/uploads${course.coursesPhoto}` : null;
}

interface CoursePhotoProps {
  course: Pick<Course, 'coursesPhoto'>;
  /** Above the fold (the detail hero): load at once instead of lazily. */
  eager?: boolean;
  alt?: string;
  /** The box around the picture; its CSS reserves the space (aspect ratio) before the image loads. */
  className?: string;
  width?: number;
  height?: number;
  /** Drawn when the course has no photo or its file cannot be loaded. */
  placeholder?: ReactNode;
}

/** A course photo whose box is reserved before it loads; a drawn placeholder when there is none or it fails to load. */
export function CoursePhoto({
  course,
  eager = false,
  alt = '',
  className = 'course-photo',
  width = 800,
  height = 450,
  placeholder = <Icon path={icons.flask} size={48} />,
}: CoursePhotoProps) {
  const src = coursePhotoUrl(course);
  // Remembers which URL failed, so a course given a new photo tries again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className={className}>
      {src && src !== failedSrc ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        placeholder
      )}
    </div>
  );
}
