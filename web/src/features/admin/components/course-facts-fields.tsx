import { AdminField } from '../../../components/form/admin-field';
import { useT } from '../../../i18n/catalog';
import { COURSE_CATEGORY_NAMES, DIFFICULTY_LEVELS } from '@chem/contract';
import { formatCount } from './format';
import { adminContentCatalog } from './i18n';
import type { CourseFieldsProps, CourseTextKey } from './course-values';

interface CourseFactsFieldsProps extends CourseFieldsProps {
  /** Lessons on the site: when there are some, they are the course's lesson count. */
  onlineLessons: number;
}

/** What the course card shows: who teaches, the category and level, its length, price and standing. */
export function CourseFactsFields({ values, onChange, onlineLessons }: CourseFactsFieldsProps) {
  const t = useT(adminContentCatalog);
  const set = (key: CourseTextKey) => (event: { target: { value: string } }) => onChange(key, event.target.value);
  // A category no longer in the list stays choosable, so opening the course does not change it.
  const categories: readonly string[] =
    values.category && !(COURSE_CATEGORY_NAMES as readonly string[]).includes(values.category)
      ? [...COURSE_CATEGORY_NAMES, values.category]
      : COURSE_CATEGORY_NAMES;
  return (
    <div className="admin-form-grid">
      <AdminField id="course-instructor" label={t('adminContent.courseForm.instructor')}>
        {(control) => <input {...control} maxLength={120} value={values.instructor} onChange={set('instructor')} />}
      </AdminField>
      <AdminField id="course-category" label={t('adminContent.common.category')}>
        {(control) => (
          <select {...control} value={values.category} onChange={set('category')}>
            <option value="">{t('adminContent.courseForm.noCategory')}</option>
            {categories.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField id="course-difficulty" label={t('adminContent.common.difficulty')}>
        {(control) => (
          <select {...control} value={values.difficulty} onChange={set('difficulty')}>
            {DIFFICULTY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`adminContent.difficulty.${level}`)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField id="course-duration" label={t('adminContent.courseForm.duration')}>
        {(control) => (
          <input
            {...control}
            placeholder={t('adminContent.courseForm.durationPlaceholder')}
            maxLength={60}
            value={values.duration}
            onChange={set('duration')}
          />
        )}
      </AdminField>
      <AdminField
        id="course-lessons"
        label={t('adminContent.courseForm.lessons')}
        hint={onlineLessons > 0 ? t('adminContent.courseForm.lessonsCounted', { count: formatCount(onlineLessons) }) : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            disabled={onlineLessons > 0}
            value={onlineLessons > 0 ? String(onlineLessons) : values.lessons}
            onChange={set('lessons')}
          />
        )}
      </AdminField>
      <AdminField id="course-price" label={t('adminContent.courseForm.price')}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            // A paid course needs a price (the API refuses one without).
            required={!values.isFree}
            disabled={values.isFree}
            value={values.isFree ? '0' : values.price}
            onChange={set('price')}
          />
        )}
      </AdminField>
      <AdminField
        id="course-original-price"
        label={t('adminContent.courseForm.originalPrice')}
        hint={t('adminContent.courseForm.originalPriceHint')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={values.originalPrice}
            onChange={set('originalPrice')}
          />
        )}
      </AdminField>
      <AdminField id="course-rating" label={t('adminContent.courseForm.rating')}>
        {(control) => (
          <input {...control} type="number" inputMode="decimal" min="0" max="5" step="0.1" value={values.rating} onChange={set('rating')} />
        )}
      </AdminField>
      <AdminField id="course-students" label={t('adminContent.courseForm.students')}>
        {(control) => (
          <input {...control} type="number" inputMode="numeric" min="0" step="1" value={values.students} onChange={set('students')} />
        )}
      </AdminField>
    </div>
  );
}
