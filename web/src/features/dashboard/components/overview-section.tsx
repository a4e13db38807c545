import { Badge, DashboardSection, StatTiles, type BadgeTone, type StatTile } from '../../../components/dashboard-shell';
import { icons } from '../../../components/icons';

/** product-spec §2/§9: the overview's figures are fixed sample data until progress is tracked. */
const STATS: readonly StatTile[] = [
  { label: 'Course Progress', value: '78%', icon: icons.progress },
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

/** A chapter's status as a badge tone; any other status is neutral. Its progress bar uses the same colours. */
const STATUS_TONES: Record<string, BadgeTone> = { completed: 'success', 'in-progress': 'info', pending: 'warning', upcoming: 'highlight' };

const statusLabel = (status: string) => {
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function OverviewSection({ name }: { name: string }) {
  return (
    <DashboardSection title="Overview" lead={<>Welcome back, {name}. Here is how your chemistry studies are going.</>}>
      <StatTiles label="Your progress" tiles={STATS} />

      <div className="shell-card">
        <h2 className="shell-card-title">Chapter Progress</h2>
        <ul className="dash-chapters">
          {CHAPTERS.map((chapter) => {
            const tone = STATUS_TONES[chapter.status] ?? 'neutral';
            return (
              <li key={chapter.name} className="dash-chapter">
                <div className="dash-chapter-row">
                  <span className="dash-chapter-name">{chapter.name}</span>
                  <Badge tone={tone}>{statusLabel(chapter.status)}</Badge>
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
                  <span className="dash-progress-fill" data-tone={tone} style={{ width: `${chapter.progress}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </DashboardSection>
  );
}
