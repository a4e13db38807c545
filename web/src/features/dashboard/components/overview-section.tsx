import { Link } from 'react-router-dom';
import { Badge, DashboardSection, StatTiles, type BadgeTone, type StatTile } from '../../../components/dashboard-shell';
import { Icon, icons } from '../../../components/icons';
import { getMyLearning, type MyLearning } from '../api/learning';
import { useResource } from '../api/use-resource';
import { DASHBOARD_TEXT, formatStudyTime } from '../messages';
import { RecentTests } from './recent-tests';

/** A chapter's status as a badge tone; any other status is neutral. Its progress bar uses the same colours. */
const STATUS_TONES: Record<string, BadgeTone> = { completed: 'success', 'in-progress': 'info', pending: 'warning', upcoming: 'highlight' };
export const statusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'neutral';

const statusLabel = (status: string) => {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}

const loadLearning = (_key: string, signal: AbortSignal) => getMyLearning(signal);

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
function statsOf({ totals }: MyLearning): StatTile[] {
  return [
    {
      label: DASHBOARD_TEXT.courseProgress,
      value: totals.coursePercent === null ? word(DASHBOARD_TEXT.noCourseStarted) : `${totals.coursePercent}%`,
      icon: icons.progress,
    },
    { label: DASHBOARD_TEXT.lessonsCompleted, value: String(totals.lessonsCompleted), icon: icons.book, tone: 'teal' },
    {
      label: DASHBOARD_TEXT.averageScore,
      value: totals.averageScore === null ? word(DASHBOARD_TEXT.noTestsYet) : `${totals.averageScore}%`,
      icon: icons.star,
      tone: 'amber',
    },
    { label: DASHBOARD_TEXT.studyHours, value: formatStudyTime(totals.studySeconds), icon: icons.clock, tone: 'rose' },
  ];
}

export function OverviewSection({ name }: { name: string }) {
  const learning = useResource('learning', loadLearning);

  return (
    <DashboardSection title="Overview" lead={<>Welcome back, {name}. Here is how your chemistry studies are going.</>}>
      {learning.status === 'error' ? (
        <div className="shell-card dash-state" role="alert">
          <p>{DASHBOARD_TEXT.progressFailed}</p>
          <button className="button button-outline button-small" type="button" onClick={learning.reload}>
            {DASHBOARD_TEXT.tryAgain}
          </button>
        </div>
      ) : learning.status !== 'ready' ? (
        <p className="dash-empty" role="status">
          {DASHBOARD_TEXT.loadingProgress}
        </p>
      ) : (
        <>
          <StatTiles label="Your progress" tiles={statsOf(learning.data)} />
          <ChapterProgress learning={learning.data} />
          <RecentTests tests={learning.data.recentTests} />
        </>
      )}
    </DashboardSection>
  );
}

/** The chapters of the course the student worked on last, or the way to start one. */
function ChapterProgress({ learning }: { learning: MyLearning }) {
  const current = learning.courses[0];
  if (!current) {
    return (
      <div className="shell-card dash-state">
        <span className="dash-state-icon">
          <Icon path={icons.book} size={26} />
        </span>
        <h2>{DASHBOARD_TEXT.emptyTitle}</h2>
        <p>{DASHBOARD_TEXT.emptyBody}</p>
        <div className="button-row">
          <Link className="button button-primary" to={{ search: '?section=course' }}>
            {DASHBOARD_TEXT.startACourse}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="shell-card">
      <div className="dash-card-head">
        <h2 className="shell-card-title">{DASHBOARD_TEXT.chapterProgress}</h2>
        <p>{DASHBOARD_TEXT.workingOn(current.course.title)}</p>
        <div className="button-row">
          <Link
            className="button button-primary"
            to={learnPath(current.course._id, current.resumeLessonId)}
            aria-label={DASHBOARD_TEXT.continueCourse(current.course.title)}
          >
            {DASHBOARD_TEXT.continue}
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
            <ProgressBar label={DASHBOARD_TEXT.progressOf(chapter.title)} percent={chapter.percent} tone={statusTone(chapter.status)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
