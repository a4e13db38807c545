import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Badge, DashboardSection, StatTiles, type BadgeTone, type StatTile } from '../../../components/dashboard-shell';
import { Icon, icons } from '../../../components/icons';
import { formatCount } from '../../../lib/format';
import { getMyLearning, type MyLearning } from '../api/learning';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog, type DashboardT } from '../i18n';
import { RecentTests } from './recent-tests';
import { DoubtsCard } from './doubts-card';
import { MyCertificates } from '../../certificates';
import { loadPracticeCards } from '../../chapter-practice';
import { UpcomingLiveClasses } from '../../live-classes';
import { formatStudyTime } from './study-time';

/** A chapter's status as a badge tone; any other status is neutral. Its progress bar uses the same colours. */
const STATUS_TONES: Record<string, BadgeTone> = { completed: 'success', 'in-progress': 'info', pending: 'warning', upcoming: 'highlight' };
const statusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'neutral';

const STATUS_LABELS: Record<string, 'dashboard.chapter.completed' | 'dashboard.chapter.inProgress' | 'dashboard.chapter.notStarted'> = {
  completed: 'dashboard.chapter.completed',
  'in-progress': 'dashboard.chapter.inProgress',
  'not-started': 'dashboard.chapter.notStarted',
};

/** A chapter's status in the interface language; a status the client does not know, as its words. */
const statusLabel = (status: string, t: DashboardT) => {
  const known = STATUS_LABELS[status];
  if (known) return t(known);
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function StatusBadge({ status }: { status: string }) {
  const t = useT(dashboardCatalog);
  return <Badge tone={statusTone(status)}>{statusLabel(status, t)}</Badge>;
}

const loadLearning = (signal: AbortSignal) => getMyLearning(signal);

/** The practice cards (weakest chapters, the day's revision): a chunk of their own, after the overview's figures. */
const PracticeCards = lazy(() => loadPracticeCards().then((module) => ({ default: module.PracticeCards })));

/**
 * The space of a card whose code is still on its way (live classes, practice): held so the cards
 * below it do not jump down under a student's thumb when it arrives.
 */
const CardPlaceholder = () => <div className="shell-card dash-card-placeholder" aria-hidden="true" />;

/** A progress bar with its figure for screen readers; `tone` colours the fill like the status badges. */
export function ProgressBar({ label, percent, tone }: { label: string; percent: number; tone: BadgeTone }) {
  return (
    <div className="dash-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className="dash-progress-fill" data-tone={tone} style={{ width: `${percent}%` }} />
    </div>
  );
}

export const learnPath = (courseId: string, lessonId?: string | null) =>
  `/learn/${encodeURIComponent(courseId)}${lessonId ? `/${encodeURIComponent(lessonId)}` : ''}`;

/** A word where a figure would be ("No tests yet"): set smaller than a figure. */
const word = (text: string) => <span className="dash-stat-word">{text}</span>;

/** The four tiles, each counted from the student's own records; a figure that does not exist yet says so. */
function statsOf({ totals }: MyLearning, t: DashboardT): StatTile[] {
  return [
    {
      label: t('dashboard.overview.courseProgress'),
      value: totals.coursePercent === null ? word(t('dashboard.overview.noCourseStarted')) : `${totals.coursePercent}%`,
      icon: icons.progress,
    },
    { label: t('dashboard.overview.lessonsCompleted'), value: formatCount(totals.lessonsCompleted), icon: icons.book, tone: 'teal' },
    {
      label: t('dashboard.overview.averageScore'),
      value: totals.averageScore === null ? word(t('dashboard.overview.noTestsYet')) : `${totals.averageScore}%`,
      icon: icons.star,
      tone: 'amber',
    },
    { label: t('dashboard.overview.studyHours'), value: formatStudyTime(totals.studySeconds, t), icon: icons.clock, tone: 'rose' },
  ];
}

export function OverviewSection({ name }: { name: string }) {
  const t = useT(dashboardCatalog);
  const learning = useLoad('learning', loadLearning);

  return (
    <DashboardSection title={t('dashboard.section.overview')} lead={t('dashboard.overview.lead', { name })}>
      {learning.status === 'error' ? (
        <div className="shell-card dash-state" role="alert">
          <p>{t('dashboard.overview.failed')}</p>
          <button className="button button-outline button-small" type="button" onClick={learning.reload}>
            {t('dashboard.tryAgain')}
          </button>
        </div>
      ) : learning.status !== 'ready' ? (
        <p className="dash-empty" role="status">
          {t('dashboard.overview.loading')}
        </p>
      ) : (
        <>
          <StatTiles label={t('dashboard.overview.stats')} tiles={statsOf(learning.data, t)} />
          <Suspense fallback={<CardPlaceholder />}>
            <UpcomingLiveClasses />
          </Suspense>
          <ChapterProgress learning={learning.data} />
          <Suspense
            fallback={
              <>
                <CardPlaceholder />
                <CardPlaceholder />
              </>
            }
          >
            <PracticeCards />
          </Suspense>
          <MyCertificates />
          <RecentTests tests={learning.data.recentTests} />
          <DoubtsCard courses={learning.data.courses} />
        </>
      )}
    </DashboardSection>
  );
}

/** The chapters of the course the student worked on last, or the way to start one. */
function ChapterProgress({ learning }: { learning: MyLearning }) {
  const t = useT(dashboardCatalog);
  const current = learning.courses[0];
  if (!current) {
    return (
      <div className="shell-card dash-state">
        <span className="dash-state-icon">
          <Icon path={icons.book} size={26} />
        </span>
        <h2>{t('dashboard.overview.emptyTitle')}</h2>
        <p>{t('dashboard.overview.emptyBody')}</p>
        <div className="button-row">
          <Link className="button button-primary" to={{ search: '?section=course' }}>
            {t('dashboard.overview.startACourse')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="shell-card">
      <div className="dash-card-head">
        <h2 className="shell-card-title">{t('dashboard.overview.chapterProgress')}</h2>
        <p>{t('dashboard.overview.workingOn', { title: current.course.title })}</p>
        <div className="button-row">
          <Link
            className="button button-primary"
            to={learnPath(current.course._id, current.resumeLessonId)}
            aria-label={t('dashboard.course.continueTitle', { title: current.course.title })}
          >
            {t('dashboard.course.continue')}
          </Link>
        </div>
      </div>
      <ul className="dash-chapters">
        {current.chapters.map((chapter) => (
          <li key={chapter.id} className="dash-chapter">
            <div className="dash-chapter-row">
              <span className="dash-chapter-name">{chapter.title}</span>
              <StatusBadge status={chapter.status} />
              <span className="dash-chapter-percent">{chapter.percent}%</span>
            </div>
            <ProgressBar
              label={t('dashboard.progress.of', { title: chapter.title })}
              percent={chapter.percent}
              tone={statusTone(chapter.status)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
