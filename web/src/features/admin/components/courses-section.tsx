import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail } from './notify';
import { coursePhotoUrl } from '../../../components/course-photo';
import { deleteCourse, listCourses, type Course } from '../api/courses';
import { errorText } from '../../../lib/error-text';
import { CourseForm } from './course-form';
import { CourseLearnersDisclosure } from './course-learners';
import { formatCount, formatRupees } from './format';
import { translate, useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import { EmptyState, LoadError, Loading, RowActions } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';

/** The admin's course search. */
const SEARCH_OPTIONS = { threshold: 0.3, keys: ['title', 'description', 'category', 'instructor'] };

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; course: Course };

/** Course List: fuzzy search, delete, and the full create/edit form. */
export default function CoursesSection() {
  const t = useT(adminContentCatalog);
  const courses = useLoad('courses', listCourses);
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });

  const fuse = useMemo(() => new Fuse(courses.data ?? [], SEARCH_OPTIONS), [courses.data]);
  const term = search.trim();
  const shown = term ? fuse.search(term).map((result) => result.item) : (courses.data ?? []);

  function saved(course: Course, created: boolean) {
    courses.update((list) => (created ? [course, ...(list ?? [])] : (list ?? []).map((item) => (item._id === course._id ? course : item))));
    setMode({ kind: 'list' });
  }

  async function remove(course: Course) {
    const confirmed = await confirmDialog({
      title: t('adminContent.courses.deleteTitle', { title: course.title }),
      text: t('adminContent.courses.deleteText'),
      confirmButtonText: t('adminContent.common.delete'),
    });
    if (!confirmed) return;
    try {
      await deleteCourse(course._id);
      courses.update((list) => (list ?? []).filter((item) => item._id !== course._id));
      void showToast(translate(adminContentCatalog, 'adminContent.courses.deleted'));
    } catch (error) {
      void fail(errorText(error, translate(adminContentCatalog, 'adminContent.common.deleteFailed')));
    }
  }

  if (mode.kind !== 'list') {
    return (
      <CourseForm
        key={mode.kind === 'edit' ? mode.course._id : 'new'}
        course={mode.kind === 'edit' ? mode.course : null}
        onSaved={saved}
        onCancel={() => setMode({ kind: 'list' })}
      />
    );
  }

  return (
    <>
      <div className="admin-toolbar">
        <div className="admin-field admin-search">
          <label htmlFor="course-search">{t('adminContent.courses.searchLabel')}</label>
          <input
            id="course-search"
            type="search"
            placeholder={t('adminContent.courses.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button type="button" className="button button-primary" onClick={() => setMode({ kind: 'create' })}>
          {t('adminContent.courses.add')}
        </button>
      </div>

      {courses.error != null && (
        <LoadError error={courses.error} fallback={t('adminContent.courses.loadFailed')} onRetry={courses.reload} />
      )}
      {courses.status === 'loading' && !courses.data && <Loading label={t('adminContent.courses.loading')} />}
      {courses.data && shown.length === 0 && (
        <EmptyState>{term ? t('adminContent.courses.noMatch') : t('adminContent.courses.empty')}</EmptyState>
      )}
      {courses.data && term && (
        <p className="admin-muted" aria-live="polite">
          {t('adminContent.courses.matchCount', { shown: formatCount(shown.length), total: formatCount(courses.data.length) })}
        </p>
      )}

      <ul className="admin-list" aria-label={t('adminContent.courses.listLabel')}>
        {shown.map((course) => {
          const photo = coursePhotoUrl(course);
          return (
            <li key={course._id} className="admin-list-row admin-course-row">
              <div className="admin-thumb">
                {photo && <img src={photo} alt="" width={96} height={54} loading="lazy" decoding="async" />}
              </div>
              <div className="admin-course-text">
                <span className="admin-list-title">{course.title}</span>
                <span className="admin-muted">
                  {[course.category, course.instructor, course.isFree ? t('adminContent.courses.free') : formatRupees(course.price ?? 0)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <RowActions name={course.title} onEdit={() => setMode({ kind: 'edit', course })} onDelete={() => void remove(course)} />
              <CourseLearnersDisclosure courseId={course._id} title={course.title} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
