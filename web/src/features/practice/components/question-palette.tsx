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

type QuestionPaletteProps = Pick<ExamSession, 'index' | 'statuses' | 'busy' | 'go' | 'askToSubmit'>;

/** The side panel: a button per question showing its status, the legend with counts, and Submit. */
export function QuestionPalette({ index, statuses, busy, go, askToSubmit }: QuestionPaletteProps) {
  const t = useT(practiceCatalog);
  return (
    <aside className="exam-side" aria-label={t('practice.exam.palette')}>
      <ol className="exam-palette">
        {statuses.map((status, position) => (
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
        ))}
      </ol>
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
