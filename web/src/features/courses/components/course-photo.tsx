import { coursePhotoUrl, type Course } from '../api/courses';
import { FlaskIcon } from '../../../components/catalogue/icons';

interface CoursePhotoProps {
  course: Pick<Course, 'coursesPhoto'>;
  /** Above the fold (the detail hero): load at once instead of lazily. */
  eager?: boolean;
  alt?: string;
}

/** A 16:9 photo whose box is reserved before it loads; a drawn placeholder when there is none. */
export function CoursePhoto({ course, eager = false, alt = '' }: CoursePhotoProps) {
  const src = coursePhotoUrl(course);
  return (
    <div className="course-photo">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={800}
          height={450}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
        />
      ) : (
        <FlaskIcon />
      )}
    </div>
  );
}
