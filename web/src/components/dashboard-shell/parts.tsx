import { useId, type ReactNode, type Ref } from 'react';
import { Icon, type IconPath } from '../icons';

interface DashboardSectionProps {
  title: string;
  /** One line under the heading: what the section is for. */
  lead?: ReactNode;
  /** Given when the dashboard moves focus to the heading after a section change. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One section of a dashboard: its heading (the page's h1) and what it holds, spaced evenly. */
export function DashboardSection({ title, lead, headingRef, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section className="shell-section" aria-labelledby={headingId}>
      <div className="shell-section-head">
        <h1 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
        {lead && <p>{lead}</p>}
      </div>
      {children}
    </section>
  );
}

/** What a badge's colour says; each dashboard maps its own statuses onto these. */
export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'highlight' | 'neutral';

/** A status as a small pill: text plus colour, never colour alone. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className="shell-badge" data-tone={tone}>
      {children}
    </span>
  );
}

export interface StatTile {
  label: string;
  value: ReactNode;
  icon?: IconPath;
  /** The icon's colours; indigo unless set. */
  tone?: 'teal' | 'amber' | 'rose';
}

/** Figures as labelled tiles, as many to a row as fit. */
export function StatTiles({ tiles, label, busy }: { tiles: readonly StatTile[]; label?: string; busy?: boolean }) {
  return (
    <dl className="shell-stats" aria-label={label} aria-busy={busy}>
      {tiles.map(({ label: name, value, icon, tone }) => (
        <div key={name} className="shell-stat" data-tone={tone}>
          <dt>
            {icon && (
              <span className="shell-stat-icon">
                <Icon path={icon} size={22} />
              </span>
            )}
            {name}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
