import { Link } from 'react-router-dom';
import type { DoubtPlace, DoubtStatus } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { learnPath, testPath } from '../../../config/paths';
import { lessonAtPath } from '../../../config/doubt-paths';
import { clockTime } from '../entry/video-second';
import { doubtsCatalog } from '../i18n';

/** Where a doubt was asked, as it read then, linking back there (a video at its second). */
export function PlaceLink({ place }: { place: DoubtPlace }) {
  const t = useT(doubtsCatalog);
  switch (place.kind) {
    case 'lesson': {
      const at = place.seconds !== null ? ` · ${t('doubts.ask.at', { time: clockTime(place.seconds) })}` : '';
      return (
        <Link to={lessonAtPath(place.courseId, place.lessonId, place.seconds)}>
          {t('doubts.place.lesson', { course: place.courseTitle, lesson: place.lessonTitle })}
          {at}
        </Link>
      );
    }
    case 'test':
      return <Link to={testPath(place.testId, place.attemptId)}>{t('doubts.place.test', { test: place.testTitle })}</Link>;
    case 'practice':
      return <span>{t('doubts.place.practice')}</span>;
    case 'general':
      return <Link to={learnPath(place.courseId)}>{t('doubts.place.general', { course: place.courseTitle })}</Link>;
  }
}

const STATUS_TEXT = {
  open: 'doubts.status.open',
  answered: 'doubts.status.answered',
  resolved: 'doubts.status.resolved',
} as const satisfies Record<DoubtStatus, string>;

export function StatusBadge({ status }: { status: DoubtStatus }) {
  const t = useT(doubtsCatalog);
  return (
    <span className="doubt-status" data-status={status}>
      {t(STATUS_TEXT[status])}
    </span>
  );
}
