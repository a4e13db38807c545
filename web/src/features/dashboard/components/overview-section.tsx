import { Link } from 'react-router-dom';
import { getMyLearning, type MyLearning } from '../api/learning';
import { useResource } from '../api/use-resource';
import { DASHBOARD_TEXT, formatStudyTime } from '../messages';
import { Icon, type IconName } from './icons';

/** Badge colours exist for these; any other status gets the neutral default. */
const KNOWN_STATUSES = ['completed', 'in-progress', 'pending', 'upcoming'];

const statusLabel = (status: string) => {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function StatusBadge({ status }: { status: string }) {
  const tone = KNOWN_STATUSES.includes(status) ? status : 'default';
  return (
    <span className="dash-badge" data-tone={tone}>
      {statusLabel(status)}
    </span>
  );
}

const loadLearning = (_key: string, signal: AbortSignal) => getMyLearning(signal);

/** A progress bar with its figure for screen readers; `tone` colours the fill like the status badges. */
export function ProgressBar({ label, percent, tone }: { label: string; percent: number; tone: string }) {
  return (
    <div className="dash-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className="dash-progress-fill" data-tone={tone} style={{ width: `${percent}%` }} />
    </div>
  );
}

export const learnPath = (courseId: string, lessonId?: string | null) =>
  `/learn/${encodeURIComponent(courseId)}${lessonId ? `/${encodeURIComponent(lessonId)}` : ''}`;

interface Stat {
  label: string;
  value: string;
  icon: IconName;
  tone: string;
  /** A word, not a figure: set smaller. */
  wordy?: boolean;
}

/** The four cards, each counted from the student's own records; a figure that does not exist yet says so. */
function statsOf({ totals }: MyLearning): Stat[] {
  return [
    totals.coursePercent === null
      ? { label: DASHBOARD_TEXT.courseProgress, value: DASHBOARD_TEXT.noCourseStarted, icon: 'progress', tone: 'indigo', wordy: true }
      : { label: DASHBOARD_TEXT.courseProgress, value: `${totals.coursePercent}%`, icon: 'progress', tone: 'indigo' },
    { label: DASHBOARD_TEXT.lessonsCompleted, value: String(totals.lessonsCompleted), icon: 'course', tone: 'teal' },
    totals.averageScore === null
      ? { label: DASHBOARD_TEXT.averageScore, value: DASHBOARD_TEXT.noTestsYet, icon: 'score', tone: 'amber', wordy: true }
      : { label: DASHBOARD_TEXT.averageScore, value: `${totals.averageScore}%`, icon: 'score', tone: 'amber' },
    { label: DASHBOARD_TEXT.studyHours, value: formatStudyTime(totals.studySeconds), icon: 'clock', tone: 'rose' },
  ];
}

export function OverviewSection({ name }: { name: string }) {
  const learning = useResource('learning', loadLearning);

  return (
    <section aria-labelledby="dash-section-title">
      <div className="dash-section-head">
        <h1 id="dash-section-title">Overview</h1>
        <p>Welcome back, {name}. Here is how your chemistry studies are going.</p>
      </div>

      {learning.status === 'error' ? (
        <div className="dash-card dash-state" role="alert">
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
          <ul className="dash-stats" aria-label="Your progress">
            {statsOf(learning.data).map((stat) => (
              <li key={stat.label} className="dash-stat" data-tone={stat.tone}>
                <span className="dash-stat-icon">
                  <Icon name={stat.icon} size={22} />
                </span>
                <span className="dash-stat-text">
                  <span className="dash-stat-label">{stat.label}</span>
                  <span className="dash-stat-value" data-wordy={stat.wordy || undefined}>
                    {stat.value}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <ChapterProgress learning={learning.data} />
        </>
      )}
    </section>
  );
}

/** The chapters of the course the student worked on last, or the way to start one. */
function ChapterProgress({ learning }: { learning: MyLearning }) {
  const current = learning.courses[0];
  if (!current) {
    return (
      <div className="dash-card dash-state">
        <span className="dash-state-icon">
          <Icon name="course" size={26} />
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
    <div className="dash-card">
      <div className="dash-section-head">
        <h2 className="dash-card-title">{DASHBOARD_TEXT.chapterProgress}</h2>
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
            <ProgressBar label={DASHBOARD_TEXT.progressOf(chapter.title)} percent={chapter.percent} tone={chapter.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}
