import type { Translate } from '../../../i18n/catalog';

type StudyTimeId =
  | 'dashboard.studyTime.none'
  | 'dashboard.studyTime.underMinute'
  | 'dashboard.studyTime.minutes'
  | 'dashboard.studyTime.hours'
  | 'dashboard.studyTime.hoursMinutes';

/** 0 -> "0 min", 45 -> "<1 min", 1500 -> "25 min", 5400 -> "1h 30m" (in the interface language). */
export function formatStudyTime(seconds: number, t: Translate<StudyTimeId>): string {
  if (seconds <= 0) return t('dashboard.studyTime.none');
  if (seconds < 60) return t('dashboard.studyTime.underMinute');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('dashboard.studyTime.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('dashboard.studyTime.hours', { hours }) : t('dashboard.studyTime.hoursMinutes', { hours, minutes: rest });
}
