import { isNumberKind, isOneOptionKind, type AttemptInProgress } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { markingValues } from './test-facts';
import { ChemText } from '../../../components/chem-text/chem-text';
import { optionLetter } from './option-letter';
import type { ExamSession } from './use-exam-session';

type QuestionViewProps = Pick<
  ExamSession,
  'index' | 'question' | 'answer' | 'numberDraft' | 'busy' | 'typeNumber' | 'commitNumberDraft' | 'choose'
> & {
  attempt: Pick<AttemptInProgress, 'marksCorrect' | 'marksWrong'>;
  total: number;
};

/** The question on screen: its number, chapter and marking, text and figure, and the options or the number box. */
export function QuestionView({
  attempt,
  total,
  index,
  question,
  answer,
  numberDraft,
  busy,
  typeNumber,
  commitNumberDraft,
  choose,
}: QuestionViewProps) {
  const t = useT(practiceCatalog);
  return (
    <section id="exam-question" className="exam-question" tabIndex={-1} aria-labelledby="exam-question-heading">
      <div className="exam-question-head">
        <h1 id="exam-question-heading">{t('practice.exam.questionOf', { number: index + 1, total })}</h1>
        <span className="exam-chip">{question.chapter}</span>
        <span
          className="exam-chip"
          aria-label={t('practice.facts.markingLabel', { correct: attempt.marksCorrect, wrong: attempt.marksWrong })}
        >
          {t('practice.facts.marking', markingValues(attempt.marksCorrect, attempt.marksWrong))}
        </span>
      </div>
      <ChemText as="div" className="exam-question-text" text={question.text} />
      {question.imageUrl && (
        <img
          className="exam-figure"
          src={question.imageUrl}
          alt={t('practice.exam.questionImage', { number: index + 1 })}
          decoding="async"
        />
      )}

      {isNumberKind(question.kind) ? (
        <div className="exam-numeric">
          <label htmlFor={`answer-${question.id}`}>{t('practice.exam.numericalLabel')}</label>
          <input
            id={`answer-${question.id}`}
            type="number"
            step="any"
            inputMode="decimal"
            autoComplete="off"
            value={numberDraft}
            disabled={busy}
            aria-describedby={`hint-${question.id}`}
            onChange={(event) => typeNumber(question.id, event.target.value)}
            onBlur={commitNumberDraft}
          />
          <p id={`hint-${question.id}`} className="exam-hint">
            {t('practice.exam.numericalHint')}
          </p>
        </div>
      ) : (
        <fieldset className="exam-options" disabled={busy}>
          <legend className="exam-hint">
            {isOneOptionKind(question.kind) ? t('practice.exam.singleHint') : t('practice.exam.multipleHint')}
          </legend>
          {/* In the student's order (a shuffled test's own); answers name the question's own indexes. */}
          {question.optionOrder.map((optionIndex, position) => {
            const option = question.options[optionIndex] ?? '';
            const checked = answer?.selected.includes(optionIndex) ?? false;
            return (
              <label key={optionIndex} className="exam-option" data-checked={checked || undefined}>
                <input
                  type={isOneOptionKind(question.kind) ? 'radio' : 'checkbox'}
                  name={`answer-${question.id}`}
                  checked={checked}
                  onChange={(event) => choose(optionIndex, event.target.checked)}
                />
                <span className="exam-option-letter" aria-label={t('practice.exam.optionLetter', { letter: optionLetter(position) })}>
                  {optionLetter(position)}
                </span>
                <ChemText className="exam-option-text" text={option} />
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
