import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import { FLAGS, type CourseFieldsProps } from './course-values';

/** The course's switches: free, featured, bestseller, live. */
export function CourseOptions({ values, onChange }: CourseFieldsProps) {
  const t = useT(adminContentCatalog);
  return (
    <fieldset className="admin-switches">
      <legend>{t('adminContent.courseForm.options')}</legend>
      {FLAGS.map((flag) => (
        <label key={flag} className="admin-switch">
          <input type="checkbox" role="switch" checked={values[flag]} onChange={(event) => onChange(flag, event.target.checked)} />
          <span>{t(`adminContent.courseForm.flag.${flag}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
