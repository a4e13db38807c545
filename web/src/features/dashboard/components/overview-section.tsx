import { Icon, icons, type IconPath } from '../../../components/icons';

/** product-spec §2/§9: the overview's figures are fixed sample data until progress is tracked. */
const STATS: readonly { label: string; value: string; icon: IconPath; tone: string }[] = [
  { label: 'Course Progress', value: '78%', icon: icons.progress, tone: 'indigo' },
  { label: 'Labs Completed', value: '12', icon: icons.flask, tone: 'teal' },
  { label: 'Average Score', value: '89%', icon: icons.star, tone: 'amber' },
  { label: 'Study Hours', value: '24h', icon: icons.clock, tone: 'rose' },
];

const CHAPTERS: readonly { name: string; progress: number; status: string }[] = [
  { name: 'Atomic Structure', progress: 95, status: 'completed' },
  { name: 'Chemical Bonding', progress: 85, status: 'completed' },
  { name: 'Thermodynamics', progress: 60, status: 'in-progress' },
  { name: 'Kinetics', progress: 30, status: 'in-progress' },
  { name: 'Equilibrium', progress: 0, status: 'not-started' },
];

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

export function OverviewSection({ name }: { name: string }) {
  return (
    <section aria-labelledby="dash-section-title">
      <div className="dash-section-head">
        <h1 id="dash-section-title">Overview</h1>
        <p>Welcome back, {name}. Here is how your chemistry studies are going.</p>
      </div>

      <ul className="dash-stats" aria-label="Your progress">
        {STATS.map((stat) => (
          <li key={stat.label} className="dash-stat" data-tone={stat.tone}>
            <span className="dash-stat-icon">
              <Icon path={stat.icon} size={22} />
            </span>
            <span className="dash-stat-text">
              <span className="dash-stat-label">{stat.label}</span>
              <span className="dash-stat-value">{stat.value}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="dash-card">
        <h2 className="dash-card-title">Chapter Progress</h2>
        <ul className="dash-chapters">
          {CHAPTERS.map((chapter) => (
            <li key={chapter.name} className="dash-chapter">
              <div className="dash-chapter-row">
                <span className="dash-chapter-name">{chapter.name}</span>
                <StatusBadge status={chapter.status} />
                <span className="dash-chapter-percent">{chapter.progress}%</span>
              </div>
              <div
                className="dash-progress"
                role="progressbar"
                aria-label={`${chapter.name} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={chapter.progress}
              >
                <span
                  className="dash-progress-fill"
                  data-tone={KNOWN_STATUSES.includes(chapter.status) ? chapter.status : 'default'}
                  style={{ width: `${chapter.progress}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
