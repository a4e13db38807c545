import { Link } from 'react-router-dom';
import type { Course } from '../api/courses';
import { CoursePhoto } from '../../../components/course-photo';
import { CoursePrice } from './course-price';
import { Icon, icons } from '../../../components/icons';
import { formatCount } from '../../../lib/format';

/** `eager`: the first card of the list is on screen at once (and usually the page's largest image). */
export function CourseCard({ course, eager = false }: { course: Course; eager?: boolean }) {
  const badges = [course.featured && 'Featured', course.bestseller && 'Bestseller', course.isLive && 'Live'].filter(Boolean) as string[];

  return (
    <article className="course-card">
      <CoursePhoto course={course} eager={eager} />
      {badges.length > 0 && (
        <ul className="course-badges" aria-label="Highlights">
          {badges.map((badge) => (
            <li key={badge} className={`course-badge course-badge-${badge.toLowerCase()}`}>
              {badge}
            </li>
          ))}
        </ul>
      )}
      <div className="course-card-body">
        <p className="course-card-tags">
          {course.category && <span>{course.category}</span>}
          {course.difficulty && <span className="course-difficulty">{course.difficulty}</span>}
        </p>
        <h2 className="course-card-title">
          {/* The link's box is stretched over the whole card (CSS), so the card is one tap target. */}
          <Link to={`/${encodeURIComponent(course._id)}`}>{course.title}</Link>
        </h2>
        {course.instructor && <p className="course-card-instructor">by {course.instructor}</p>}
        <p className="course-card-description">{course.description}</p>
        <div className="course-card-footer">
          <span className="course-card-stats">
            <span className="course-rating">
              <Icon path={icons.star} size={16} />
              {course.rating ? (
                <>
                  {course.rating.toFixed(1)}
                  <span className="visually-hidden"> out of 5</span>
                </>
              ) : (
                'New'
              )}
            </span>
            <span>
              <Icon path={icons.users} size={16} />
              {formatCount(course.students ?? 0)}
              <span className="visually-hidden"> students</span>
            </span>
          </span>
          <CoursePrice course={course} />
        </div>
      </div>
    </article>
  );
}

/** Card-shaped placeholders with the real cards' size, so nothing jumps when the list arrives. */
