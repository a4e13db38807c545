import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  isNumberKind,
  listIILabel,
  listILabel,
  matrixCode,
  sourceLabel,
  type PracticeAnswer,
  type PracticeQuestion,
  type PracticeVerdict,
} from '@chem/contract';
import { ChemText } from '../../../components/chem-text/chem-text';
import { PLANS_PATH } from '../../../config/paths';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { AskDoubt } from '../../doubts';
import { sendAnswer, setBookmark } from '../api/practice';
import { chapterPracticeCatalog, type ChapterPracticeT } from '../i18n';
import { dayText } from './day-text';

const letter = (index: number) => String.fromCharCode(65 + index);

/** The choices a question offers: its options, a matrix's coded options, or the four assertion-reason ones. */
function choicesOf(question: PracticeQuestion, t: ChapterPracticeT): string[] {
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return question.options;
    case 'matrix':
      return (question.matrix?.codes ?? []).map(matrixCode);
    case 'assertion-reason':
      return [t('practice.ar.both'), t('practice.ar.bothNot'), t('practice.ar.aOnly'), t('practice.ar.rOnly')];
    case 'numerical':
    case 'integer':
      return [];
  }
}

/** The source as a reader sees it: the paper it appeared in, or an original question. */
export function SourceChip({ source, t }: { source: PracticeQuestion['pastPaper']; t: ChapterPracticeT }) {
  return <span className="cp-chip">{source ? sourceLabel(source) : t('practice.original')}</span>;
}

interface QuestionCardProps {
  question: PracticeQuestion;
  /** "Question 3 of 12". */
  heading: string;
  onAnswered?: (verdict: PracticeVerdict) => void;
}

/**
 * One practice question: answer it, then the verdict, the correct answer and the explanation
 * (which the server sends only now); bookmark it; ask the teacher about it.
 */
export function QuestionCard({ question, heading, onAnswered }: QuestionCardProps) {
  const t = useT(chapterPracticeCatalog);
  const [selected, setSelected] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<PracticeVerdict | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [bookmarked, setBookmarked] = useState(question.state.bookmarked);
  const [bookmarkProblem, setBookmarkProblem] = useState<string | null>(null);

  const numberKind = isNumberKind(question.kind);
  const many = question.kind === 'multiple';
  const choices = choicesOf(question, t);
  const answer: PracticeAnswer | null = numberKind
    ? typed.trim() === '' || !Number.isFinite(Number(typed))
      ? null
      : { selected: [], value: Number(typed) }
    : selected.length === 0
      ? null
      : { selected, value: null };

  const choose = (index: number) => {
    if (verdict) return;
    setSelected((current) =>
      many ? (current.includes(index) ? current.filter((item) => item !== index) : [...current, index].sort()) : [index],
    );
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answered = await sendAnswer(question.id, answer);
      setVerdict(answered);
      onAnswered?.(answered);
    } catch (error) {
      setProblem(errorText(error, t('practice.answer.failed')));
    } finally {
      setBusy(false);
    }
  };

  const toggleBookmark = async () => {
    setBookmarkProblem(null);
    try {
      setBookmarked((await setBookmark(question.id, !bookmarked)).bookmarked);
    } catch (error) {
      setBookmarkProblem(errorText(error, t('practice.bookmark.failed')));
    }
  };

  const correct = new Set(verdict?.correctOptions ?? []);
  return (
    <article className="cp-card cp-question" aria-labelledby={`q-${question.id}`}>
      <header className="cp-question-head">
        <h2 id={`q-${question.id}`}>{heading}</h2>
        <div className="cp-chips">
          <SourceChip source={question.pastPaper} t={t} />
          <span className="cp-chip">{t(`practice.difficulty.${question.difficulty}`)}</span>
          {question.topic && <span className="cp-chip">{question.topic}</span>}
        </div>
      </header>

      {question.passage && <ChemText as="div" className="cp-passage" text={question.passage} />}
      {question.text && <ChemText as="div" className="cp-text" text={question.text} />}
      {question.imageUrl && <img className="cp-figure" src={question.imageUrl} alt={t('practice.figure')} decoding="async" />}

      {question.kind === 'assertion-reason' && question.statements && (
        <dl className="cp-statements">
          <dt>{t('practice.ar.assertion')}</dt>
          <dd>
            <ChemText text={question.statements.assertion} />
          </dd>
          <dt>{t('practice.ar.reason')}</dt>
          <dd>
            <ChemText text={question.statements.reason} />
          </dd>
        </dl>
      )}
      {question.kind === 'matrix' && question.matrix && (
        <div className="cp-lists">
          <div>
            <h3>{t('practice.matrix.listI')}</h3>
            <ol>
              {question.matrix.listI.map((item, index) => (
                <li key={index}>
                  <span className="cp-letter">{listILabel(index)}</span> <ChemText text={item} />
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3>{t('practice.matrix.listII')}</h3>
            <ol>
              {question.matrix.listII.map((item, index) => (
                <li key={index}>
                  <span className="cp-letter">{listIILabel(index)}</span> <ChemText text={item} />
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}

      <form onSubmit={(event) => void check(event)}>
        {numberKind ? (
          <div className="cp-number">
            <label htmlFor={`answer-${question.id}`}>
              {question.kind === 'integer' ? t('practice.answer.integer') : t('practice.answer.numerical')}
            </label>
            <input
              id={`answer-${question.id}`}
              type="number"
              step={question.kind === 'integer' ? 1 : 'any'}
              inputMode={question.kind === 'integer' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={typed}
              disabled={!!verdict || busy}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        ) : (
          <fieldset className="cp-options" disabled={!!verdict || busy}>
            <legend className="cp-hint">{many ? t('practice.answer.many') : t('practice.answer.one')}</legend>
            {choices.map((choice, index) => {
              const chosen = selected.includes(index);
              const mark = verdict ? (correct.has(index) ? 'right' : chosen ? 'wrong' : undefined) : undefined;
              return (
                <label key={index} className="cp-option" data-checked={chosen || undefined} data-mark={mark}>
                  <input
                    type={many ? 'checkbox' : 'radio'}
                    name={`options-${question.id}`}
                    checked={chosen}
                    onChange={() => choose(index)}
                  />
                  {/* Read with the option, so "Correct answer: B" below points at something heard. */}
                  <span className="cp-letter">{letter(index)}</span>
                  <ChemText text={choice} />
                  {mark && (
                    <span className="visually-hidden">{mark === 'right' ? t('practice.mark.right') : t('practice.mark.wrong')}</span>
                  )}
                </label>
              );
            })}
          </fieldset>
        )}
        {!verdict && (
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={!answer || busy}>
              {busy ? t('practice.answer.checking') : t('practice.answer.check')}
            </button>
          </div>
        )}
        {problem && (
          <p className="cp-problem" role="alert">
            {problem}
          </p>
        )}
      </form>

      {verdict && <VerdictView verdict={verdict} kind={question.kind} />}

      <div className="button-row cp-question-actions">
        <button
          type="button"
          className="button button-outline button-small"
          aria-pressed={bookmarked}
          onClick={() => void toggleBookmark()}
        >
          {bookmarked ? t('practice.bookmark.on') : t('practice.bookmark.off')}
        </button>
        <AskDoubt context={{ kind: 'practice', questionId: question.id }} about={heading} />
      </div>
      {bookmarkProblem && (
        <p className="cp-problem" role="alert">
          {bookmarkProblem}
        </p>
      )}
    </article>
  );
}

function VerdictView({ verdict, kind }: { verdict: PracticeVerdict; kind: PracticeQuestion['kind'] }) {
  const t = useT(chapterPracticeCatalog);
  const right = verdict.outcome === 'correct';
  return (
    <section className="cp-verdict" data-outcome={verdict.outcome} aria-live="polite">
      <p className="cp-verdict-title">{right ? t('practice.verdict.right') : t('practice.verdict.wrong')}</p>
      {kind === 'numerical' && verdict.answerRange && (
        <p>{t('practice.verdict.range', { min: String(verdict.answerRange.min), max: String(verdict.answerRange.max) })}</p>
      )}
      {kind === 'integer' && verdict.integerAnswer !== null && (
        <p>{t('practice.verdict.integer', { answer: String(verdict.integerAnswer) })}</p>
      )}
      {!isNumberKind(kind) && (
        <p>{t('practice.verdict.options', { options: verdict.correctOptions.map((index) => letter(index)).join(', ') })}</p>
      )}
      {verdict.explanation ? (
        <div className="cp-explanation">
          <h3>{t('practice.verdict.explanation')}</h3>
          <ChemText as="div" text={verdict.explanation} />
        </div>
      ) : (
        <p className="cp-muted">{t('practice.verdict.noExplanation')}</p>
      )}
      {verdict.state.dueOn && (
        <p className="cp-due">
          {right
            ? t('practice.verdict.nextRevision', { day: dayText(verdict.state.dueOn) })
            : t('practice.verdict.queued', { day: dayText(verdict.state.dueOn) })}
        </p>
      )}
    </section>
  );
}

/** A question beyond the free allowance: the server's words and the way to a plan. */
export function LockedQuestion({ message }: { message: string }) {
  const t = useT(chapterPracticeCatalog);
  return (
    <div className="cp-card cp-state" role="alert">
      <p>{message}</p>
      <Link className="button button-primary" to={PLANS_PATH}>
        {t('practice.locked.plans')}
      </Link>
    </div>
  );
}
