import type { Course } from '../api/courses';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../i18n/catalog';
import { coursesCatalog } from '../i18n';

/** FREE, or the rupee price with the original struck through when it was higher. */
export function CoursePrice({ course, className = 'course-price' }: { course: Course; className?: string }) {
  const t = useT(coursesCatalog);
  if (course.isFree) return <span className={`${className} is-free`}>{t('courses.price.free')}</span>;
  const price = course.price ?? 0;
  const original = course.originalPrice;
  return (
    <span className={className}>
      <span className="course-price-now">{formatRupees(price)}</span>
      {typeof original === 'number' && original > price && (
        <s className="course-price-was">
          <span className="visually-hidden">{t('courses.price.original')}</span>
          {formatRupees(original)}
        </s>
      )}
    </span>
  );
}
