import type { AttemptSection } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import type { PaletteStatus } from '../attempt-model';
import type { ExamSession } from './use-exam-session';

/** The NTA palette's five states in the order of its legend, each with its words. */
const STATUS_TEXT = {
  'not-visited': 'practice.status.notVisited',
  'not-answered': 'practice.status.notAnswered',
  answered: 'practice.status.answered',
  marked: 'practice.status.marked',
  'answered-marked': 'practice.status.answeredMarked',
} as const satisfies Record<PaletteStatus, string>;

type QuestionPaletteProps = Pick<ExamSession, 'index' | 'statuses' | 'busy' | 'go' | 'askToSubmit'> & {
  sections: readonly AttemptSection[];
  /** The attempt's questions' ids in the student's order: a palette position is an index here. */
  questionIds: readonly string[];
};

/**
 * The side panel: a button per question showing its status, grouped by section as the NTA's
 * palette is (with a section's "answer any N of M"), the legend with counts, and Submit.
 */
export function QuestionPalette({ index, statuses, busy, go, askToSubmit, sections, questionIds }: QuestionPaletteProps) {
  const t = useT(practiceCatalog);
  const positions = new Map(questionIds.map((id, position) => [id, position]));
  const groups = sections
    .map((section) => ({
      section,
      positions: section.questionIds.map((id) => positions.get(id)).filter((position) => position !== undefined),
    }))
    .filter((group) => group.positions.length > 0);
  const numbered = (list: number[]) => (
    <ol className="exam-palette">
      {list.map((position) => {
        const status = statuses[position] ?? 'not-visited';
        return (
          <li key={position}>
            <button
              type="button"
              className="exam-palette-button"
              data-status={status}
              aria-current={position === index ? 'step' : undefined}
              aria-label={t('practice.exam.paletteButton', { number: position + 1, status: t(STATUS_TEXT[status]) })}
              onClick={() => go(position)}
              disabled={busy}
            >
              {position + 1}
            </button>
          </li>
        );
      })}
    </ol>
  );
  const named = groups.length > 1 || groups.some((group) => group.section.name !== null);
  return (
    <aside className="exam-side" aria-label={t('practice.exam.palette')}>
      {named
        ? groups.map(({ section, positions: list }, number) => (
            <section key={number} className="exam-palette-section">
              <h2 className="exam-palette-section-title">{section.name ?? t('practice.exam.sectionOf', { name: String(number + 1) })}</h2>
              {section.attemptAny !== null && (
                <p className="exam-hint">{t('practice.exam.attemptAny', { count: section.attemptAny, total: list.length })}</p>
              )}
              {numbered(list)}
            </section>
          ))
        : numbered(statuses.map((_, position) => position))}
      <ul className="exam-legend">
        {(Object.keys(STATUS_TEXT) as PaletteStatus[]).map((status) => (
          <li key={status}>
            <span className="exam-palette-button exam-legend-swatch" data-status={status} aria-hidden="true">
              {statuses.filter((value) => value === status).length}
            </span>
            {t(STATUS_TEXT[status])}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-primary exam-submit" onClick={askToSubmit} disabled={busy}>
        {t('practice.exam.submit')}
      </button>
    </aside>
  );
}
