import { Link } from 'react-router-dom';
import type { Course } from '../api/courses';
import { CoursePhoto } from '../../../components/course-photo';
import { CoursePrice } from './course-price';
import { Icon, icons } from '../../../components/icons';
import { formatCount } from '../../../lib/format';
import { useT } from '../../../i18n/catalog';
import { useLocale } from '../../../i18n/locale';
import { localizedText } from '../../../lib/localized-content';
import { coursesCatalog } from '../i18n';
import { categoryLabel, difficultyLabel } from '../catalogue-labels';

/** `eager`: the first card of the list is on screen at once (and usually the page's largest image). */
export function CourseCard({ course, eager = false }: { course: Course; eager?: boolean }) {
  const t = useT(coursesCatalog);
  const locale = useLocale();
  const badges: { key: string; label: string }[] = [];
  if (course.featured) badges.push({ key: 'featured', label: t('courses.card.featured') });
  if (course.bestseller) badges.push({ key: 'bestseller', label: t('courses.card.bestseller') });
  if (course.isLive) badges.push({ key: 'live', label: t('courses.card.live') });

  return (
    <article className="course-card">
      <CoursePhoto course={course} eager={eager} />
      {badges.length > 0 && (
        <ul className="course-badges" aria-label={t('courses.card.highlights')}>
          {badges.map((badge) => (
            <li key={badge.key} className={`course-badge course-badge-${badge.key}`}>
              {badge.label}
            </li>
          ))}
        </ul>
      )}
      <div className="course-card-body">
        <p className="course-card-tags">
          {course.category && <span>{categoryLabel(t, course.category)}</span>}
          {course.difficulty && <span className="course-difficulty">{difficultyLabel(t, course.difficulty)}</span>}
        </p>
        <h2 className="course-card-title">
          {/* The link's box is stretched over the whole card (CSS), so the card is one tap target. */}
          <Link to={`/${encodeURIComponent(course._id)}`}>{localizedText(locale, course.title, course.titleHi)}</Link>
        </h2>
        {course.instructor && <p className="course-card-instructor">{t('courses.card.by', { name: course.instructor })}</p>}
        <p className="course-card-description">{localizedText(locale, course.description, course.descriptionHi)}</p>
        <div className="course-card-footer">
          <span className="course-card-stats">
            <span className="course-rating">
              <Icon path={icons.star} size={16} />
              {course.rating ? (
                <>
                  {course.rating.toFixed(1)}
                  <span className="visually-hidden">{t('courses.card.outOf5')}</span>
                </>
              ) : (
                t('courses.card.new')
              )}
            </span>
            <span>
              <Icon path={icons.users} size={16} />
              {formatCount(course.students ?? 0)}
              <span className="visually-hidden">{t('courses.card.students')}</span>
            </span>
          </span>
          <CoursePrice course={course} />
        </div>
      </div>
    </article>
  );
}

/** Card-shaped placeholders with the real cards' size, so nothing jumps when the list arrives. */
