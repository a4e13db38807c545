import { CURRICULUM_LIMITS } from '@chem/contract';
import { formatShortDate } from '../../../lib/format';
import type { Translate } from '../../../i18n/catalog';
import { useT } from '../../../i18n/catalog';
import { AdminField } from '../../../components/form/admin-field';
import type { LessonRow } from './curriculum-rows';
import { adminContentCatalog, type AdminContentId } from './i18n';

const RELEASE_KINDS = ['none', 'date', 'days'] as const;

/** "2026-12-12" as the interface language writes a day (the date field's value is a calendar day, no time). */
function calendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return year && month && date ? formatShortDate(new Date(year, month - 1, date)) : day;
}

/** The lesson row's badge: when a lesson that does not open with the course opens. */
export function releaseSummary(t: Translate<AdminContentId>, row: LessonRow): string {
  if (row.releaseKind === 'date')
    return t('adminContent.release.summaryDate', { day: row.releaseDate ? calendarDay(row.releaseDate) : '?' });
  return t('adminContent.release.summaryDays', { days: row.releaseDays.trim() || '?' });
}

/**
 * When the lesson opens: with the course, on a date (India's calendar), or a number of days after
 * the student starts the course. Checked on save by the contract, which names the lesson.
 */
export function LessonRelease({ id, row, onChange }: { id: string; row: LessonRow; onChange: (row: LessonRow) => void }) {
  const t = useT(adminContentCatalog);
  return (
    <div className="curriculum-lesson-release">
      <AdminField id={`${id}-release`} label={t('adminContent.release.label')}>
        {(control) => (
          <select
            {...control}
            value={row.releaseKind}
            onChange={(event) => onChange({ ...row, releaseKind: event.target.value as LessonRow['releaseKind'] })}
          >
            {RELEASE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`adminContent.release.kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      {row.releaseKind === 'date' && (
        <AdminField id={`${id}-release-date`} label={t('adminContent.release.date')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={row.releaseDate}
              onChange={(event) => onChange({ ...row, releaseDate: event.target.value })}
            />
          )}
        </AdminField>
      )}
      {row.releaseKind === 'days' && (
        <AdminField
          id={`${id}-release-days`}
          label={t('adminContent.release.days')}
          hint={t('adminContent.release.daysHint', { max: CURRICULUM_LIMITS.releaseDays })}
        >
          {(control) => (
            <input
              {...control}
              value={row.releaseDays}
              inputMode="numeric"
              maxLength={3}
              onChange={(event) => onChange({ ...row, releaseDays: event.target.value })}
            />
          )}
        </AdminField>
      )}
    </div>
  );
}
