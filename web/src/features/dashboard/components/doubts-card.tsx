import { Link } from 'react-router-dom';
import type { StartedCourse } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { useLocale } from '../../../i18n/locale';
import { localizedText } from '../../../lib/localized-content';
import { DOUBTS_PATH } from '../../../config/doubt-paths';
import { AskDoubt } from '../../doubts';
import { dashboardCatalog } from '../i18n';

/** Ask the teacher about one of the student's courses (the one worked on last first), and the way to their doubts. */
export function DoubtsCard({ courses }: { courses: readonly StartedCourse[] }) {
  const t = useT(dashboardCatalog);
  const locale = useLocale();
  const choices = courses.map(({ course }) => ({
    id: course._id,
    title: localizedText(locale, course.title, course.titleHi),
    isFree: course.isFree,
  }));
  const first = choices[0];
  return (
    <div className="shell-card">
      <div className="dash-card-head">
        <h2 className="shell-card-title">{t('dashboard.doubts.title')}</h2>
        <div className="button-row">
          <Link className="button button-outline button-small" to={DOUBTS_PATH}>
            {t('dashboard.doubts.mine')}
          </Link>
        </div>
      </div>
      <p className="dash-empty">{first ? t('dashboard.doubts.lead') : t('dashboard.doubts.noCourse')}</p>
      {first && (
        <div className="button-row">
          <AskDoubt context={{ kind: 'general', courseId: first.id }} courses={choices} className="button button-primary button-small" />
        </div>
      )}
    </div>
  );
}
