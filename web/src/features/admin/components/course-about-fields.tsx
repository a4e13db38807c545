import { useState } from 'react';
import { AdminField } from '../../../components/form/admin-field';
import { useT } from '../../../i18n/catalog';
import { HindiVersion } from './hindi-version';
import { adminContentCatalog } from './i18n';
import type { CourseFieldsProps } from './course-values';

/** What the course is: its title and descriptions, in English and (when asked for) in Hindi. */
export function CourseAboutFields({ values, onChange }: CourseFieldsProps) {
  const t = useT(adminContentCatalog);
  const [showHindi, setShowHindi] = useState(() => Boolean(values.titleHi || values.descriptionHi));
  return (
    <>
      <AdminField id="course-title" label={t('adminContent.common.title')}>
        {(control) => (
          <input {...control} required maxLength={200} value={values.title} onChange={(event) => onChange('title', event.target.value)} />
        )}
      </AdminField>
      <AdminField id="course-description" label={t('adminContent.courseForm.shortDescription')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            required
            maxLength={2000}
            value={values.description}
            onChange={(event) => onChange('description', event.target.value)}
          />
        )}
      </AdminField>
      <HindiVersion open={showHindi} onOpen={() => setShowHindi(true)} firstFieldId="course-title-hi">
        <AdminField id="course-title-hi" label={t('adminContent.courseForm.titleHi')}>
          {(control) => (
            <input
              {...control}
              lang="hi"
              maxLength={200}
              aria-describedby="course-hindi-hint"
              value={values.titleHi}
              onChange={(event) => onChange('titleHi', event.target.value)}
            />
          )}
        </AdminField>
        <AdminField id="course-description-hi" label={t('adminContent.courseForm.shortDescriptionHi')}>
          {(control) => (
            <>
              <textarea
                {...control}
                lang="hi"
                rows={2}
                maxLength={2000}
                aria-describedby="course-hindi-hint"
                value={values.descriptionHi}
                onChange={(event) => onChange('descriptionHi', event.target.value)}
              />
              {/* One hint for both Hindi fields, so its id is its own. */}
              <p id="course-hindi-hint" className="admin-hint">
                {t('adminContent.common.hindiHint')}
              </p>
            </>
          )}
        </AdminField>
      </HindiVersion>
      <AdminField id="course-full-description" label={t('adminContent.courseForm.fullDescription')}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={10000}
            value={values.fullDescription}
            onChange={(event) => onChange('fullDescription', event.target.value)}
          />
        )}
      </AdminField>
    </>
  );
}
