import type { Course } from '../api/courses';
import { formatRupees } from '../../../lib/format';

/** FREE, or the rupee price with the original struck through when it was higher (spec §2). */
export function CoursePrice({ course, className = 'course-price' }: { course: Course; className?: string }) {
  if (course.isFree) return <span className={`${className} is-free`}>FREE</span>;
  const price = course.price ?? 0;
  const original = course.originalPrice;
  return (
    <span className={className}>
      <span className="course-price-now">{formatRupees(price)}</span>
      {typeof original === 'number' && original > price && (
        <s className="course-price-was">
          <span className="visually-hidden">Original price </span>
          {formatRupees(original)}
        </s>
      )}
    </span>
  );
}
