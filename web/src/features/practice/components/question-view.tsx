import { isNumberKind, isOneOptionKind, type AttemptInProgress } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { markingValues } from './test-facts';
import { ChemText } from '../../../components/chem-text/chem-text';
import { optionLetter } from './option-letter';
import { QuestionParts, optionText } from './question-parts';
import type { ExamSession } from './use-exam-session';

type QuestionViewProps = Pick<
  ExamSession,
  'index' | 'question' | 'answer' | 'numberDraft' | 'busy' | 'typeNumber' | 'commitNumberDraft' | 'choose'
> & {
  attempt: Pick<AttemptInProgress, 'marksCorrect' | 'marksWrong' | 'sections' | 'passages'>;
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
  // Sections mark on their own (+4/-1 for single correct, +4/0 for integer); without them, the test's marks.
  const section = attempt.sections.find((candidate) => candidate.questionIds.includes(question.id));
  const marks = section ?? attempt;
  const passage = question.passageId ? attempt.passages[question.passageId] : undefined;
  return (
    <section id="exam-question" className="exam-question" tabIndex={-1} aria-labelledby="exam-question-heading">
      <div className="exam-question-head">
        <h1 id="exam-question-heading">{t('practice.exam.questionOf', { number: index + 1, total })}</h1>
        {section?.name && <span className="exam-chip">{section.name}</span>}
        <span className="exam-chip">{question.chapter}</span>
        <span className="exam-chip" aria-label={t('practice.facts.markingLabel', { correct: marks.marksCorrect, wrong: marks.marksWrong })}>
          {t('practice.facts.marking', markingValues(marks.marksCorrect, marks.marksWrong))}
        </span>
      </div>
      <QuestionParts question={question} passage={passage} number={index + 1} />

      {isNumberKind(question.kind) ? (
        <div className="exam-numeric">
          <label htmlFor={`answer-${question.id}`}>{t('practice.exam.numericalLabel')}</label>
          <input
            id={`answer-${question.id}`}
            type="number"
            step={question.kind === 'integer' ? 1 : 'any'}
            inputMode="decimal"
            autoComplete="off"
            value={numberDraft}
            disabled={busy}
            aria-describedby={`hint-${question.id}`}
            onChange={(event) => typeNumber(question.id, event.target.value)}
            onBlur={commitNumberDraft}
          />
          <p id={`hint-${question.id}`} className="exam-hint">
            {question.kind === 'integer' ? t('practice.exam.integerHint') : t('practice.exam.numericalHint')}
          </p>
        </div>
      ) : (
        <fieldset className="exam-options" disabled={busy}>
          <legend className="exam-hint">
            {isOneOptionKind(question.kind) ? t('practice.exam.singleHint') : t('practice.exam.multipleHint')}
          </legend>
          {/* In the student's order (a shuffled test's own); answers name the question's own indexes. */}
          {question.optionOrder.map((optionIndex, position) => {
            const option = optionText(t, question, optionIndex);
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
