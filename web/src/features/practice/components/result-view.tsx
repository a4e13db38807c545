import { isNumberKind, type AttemptResult, type ChapterResult, type ReviewItem } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { durationParts } from '../attempt-model';
import { practiceCatalog, type PracticeTranslate } from '../i18n';
import { insightCatalog } from '../insight/i18n';
import { ChemText } from '../../../components/chem-text/chem-text';
import { optionLetter } from './option-letter';
import { QuestionParts, optionText } from './question-parts';
import { AskDoubt } from '../../doubts';
import { KeyCorrections, RankingCard } from './series';

/** Marks as the review prints them: whole numbers plain, fractions (partial marking) to two places. */
const marksText = (value: number) => String(Math.round(value * 100) / 100);

/** 1 min 35 s / 12 s / 60 min in the interface language. */
function durationText(t: PracticeTranslate, totalSeconds: number): string {
  const { minutes, seconds } = durationParts(totalSeconds);
  if (minutes === 0) return t('practice.result.seconds', { seconds });
  return seconds === 0 ? t('practice.result.minutes', { minutes }) : t('practice.result.minutesSeconds', { minutes, seconds });
}

/** +4 marks, 0 marks, −1 marks (the sign as the review prints it). */
const signedMarks = (value: number) => {
  const marks = Number(marksText(value));
  return `${marks > 0 ? '+' : ''}${marks}`;
};

/**
 * A submitted attempt: the score, how many were right, wrong and left, the time taken, the
 * accuracy per chapter, and every question again with the student's answer, the correct one and
 * the explanation (sent by the server only now that the attempt is over).
 */
export function ResultView({ result }: { result: AttemptResult }) {
  const t = useT(practiceCatalog);
  const ti = useT(insightCatalog);
  const takers = result.review.find((item) => item.optionShares)?.optionShares?.takers ?? 0;
  const figures: Array<[string, string]> = [
    [t('practice.result.score'), t('practice.result.scoreOf', { score: marksText(result.score), max: result.maxScore })],
    [t('practice.result.correct'), String(result.correct)],
    ...(result.partial > 0 ? [[t('practice.result.partial'), String(result.partial)] as [string, string]] : []),
    [t('practice.result.wrong'), String(result.wrong)],
    [t('practice.result.unanswered'), String(result.unanswered)],
    [t('practice.result.timeTaken'), durationText(t, result.timeTakenSeconds)],
  ];

  return (
    <div className="result">
      <section className="result-summary" aria-labelledby="result-heading">
        <h1 id="result-heading">{t('practice.result.title', { title: result.title })}</h1>
        <p className="result-percent">{t('practice.result.percent', { percent: result.percent })}</p>
        {result.submittedBy === 'time-out' && <p className="result-note">{t('practice.result.byTimeOut')}</p>}
        <dl className="result-figures" aria-label={t('practice.result.score')}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <KeyCorrections
        notes={result.keyCorrections}
        numberOf={(questionId) => result.review.findIndex((item) => item.question.id === questionId) + 1}
      />

      {result.ranking && (
        <RankingCard
          ranking={result.ranking}
          score={result.score}
          maxScore={result.maxScore}
          testId={result.testId}
          leaderboard={result.leaderboard}
        />
      )}

      {result.chapters.length > 0 && (
        <section className="result-card" aria-labelledby="result-chapters">
          <h2 id="result-chapters">{t('practice.result.chapterAccuracy')}</h2>
          <ul className="result-chapters">
            {result.chapters.map((chapter) => (
              <li key={chapter.chapter}>
                <div className="result-chapter-row">
                  <span className="result-chapter-name">{chapter.chapter}</span>
                  <span>{t('practice.result.chapterLine', { correct: chapter.correct, total: chapter.total })}</span>
                  <strong>{t('practice.result.percent', { percent: chapter.percent })}</strong>
                </div>
                <span
                  className="result-bar"
                  role="progressbar"
                  aria-label={chapter.chapter}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={chapter.percent}
                >
                  <span style={{ width: `${chapter.percent}%` }} />
                </span>
                <ChapterAccuracy chapter={chapter} />
              </li>
            ))}
          </ul>
          {result.chapters.some((chapter) => chapter.averageAccuracy !== null) && (
            <p className="result-note">{ti('practiceInsight.accuracyNote')}</p>
          )}
        </section>
      )}

      <section className="result-card" aria-labelledby="result-review">
        <h2 id="result-review">{t('practice.result.review')}</h2>
        {takers > 0 && <p className="result-note">{ti('practiceInsight.amongTakers', { count: takers })}</p>}
        <ol className="result-review">
          {result.review.map((item, position) => (
            <ReviewEntry
              key={item.question.id}
              item={item}
              number={position + 1}
              attemptId={result._id}
              passage={item.question.passageId ? result.passages[item.question.passageId] : undefined}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The student's accuracy in a chapter beside the takers' average: two bars, the figures in their labels. */
function ChapterAccuracy({ chapter }: { chapter: ChapterResult }) {
  const t = useT(practiceCatalog);
  const ti = useT(insightCatalog);
  if (chapter.accuracy === null && chapter.averageAccuracy === null) return null;
  const rows: Array<[string, number | null, string]> = [
    ['you', chapter.accuracy, ti('practiceInsight.yourAccuracy')],
    ['average', chapter.averageAccuracy, ti('practiceInsight.averageAccuracy')],
  ];
  return (
    <dl className="result-accuracy" data-testid="chapter-accuracy">
      {rows.map(([who, value, label]) => (
        <div key={who} data-who={who}>
          <dt>{label}</dt>
          <dd>
            <span className="result-accuracy-figure">
              {value === null ? ti('practiceInsight.noneAnswered') : t('practice.result.percent', { percent: value })}
            </span>
            <span className="result-accuracy-bar" aria-hidden="true">
              <span style={{ width: `${value ?? 0}%` }} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Your time 1 min 20 s · average 58 s", or the half that is known. */
function TimeLine({ item }: { item: ReviewItem }) {
  const t = useT(practiceCatalog);
  const ti = useT(insightCatalog);
  const yours = item.timeSeconds === null ? null : durationText(t, item.timeSeconds);
  const average = item.averageTimeSeconds === null ? null : durationText(t, item.averageTimeSeconds);
  if (yours === null && average === null) return null;
  const text =
    yours !== null && average !== null
      ? ti('practiceInsight.timeBoth', { yours, average })
      : yours !== null
        ? ti('practiceInsight.timeYours', { yours })
        : ti('practiceInsight.timeAverage', { average: average! });
  return (
    <p className="review-time" data-testid="review-time">
      {text}
    </p>
  );
}

const OUTCOME_TEXT = {
  correct: 'practice.result.correct',
  partial: 'practice.result.partial',
  wrong: 'practice.result.wrong',
  unanswered: 'practice.result.unanswered',
} as const satisfies Record<ReviewItem['outcome'], string>;

/** The accepted answer of a numerical question: one value, or a range. */
const rangeText = (t: PracticeTranslate, min: number, max: number) =>
  min === max ? String(min) : t('practice.result.range', { min, max });

/** The letters the student saw for a set of the question's own option indexes, in screen order. */
const lettersOf = (question: ReviewItem['question'], indexes: ReadonlySet<number>) =>
  [...indexes]
    .map((index) => (question.optionOrder.includes(index) ? question.optionOrder.indexOf(index) : index))
    .sort((a, b) => a - b)
    .map(optionLetter)
    .join(', ');

function ReviewEntry({
  item,
  number,
  attemptId,
  passage,
}: {
  item: ReviewItem;
  number: number;
  attemptId: string;
  passage: string | undefined;
}) {
  const { question, answer } = item;
  const chosen = new Set(answer?.selected ?? []);
  const correct = new Set(item.correctOptions);
  const headingId = `review-${question.id}`;
  const t = useT(practiceCatalog);
  const ti = useT(insightCatalog);

  return (
    <li className="review-item" data-outcome={item.outcome} aria-labelledby={headingId}>
      <div className="review-head">
        <h3 id={headingId}>{t('practice.exam.questionNumber', { number })}</h3>
        <span className="review-outcome" data-outcome={item.outcome}>
          {t(OUTCOME_TEXT[item.outcome])}
        </span>
        <span className="review-marks">{t('practice.result.marksGot', { marks: signedMarks(item.marks) })}</span>
      </div>
      <QuestionParts question={question} passage={passage} number={number} lazyFigure />

      {isNumberKind(question.kind) ? (
        <dl className="review-answers">
          <div>
            <dt>{t('practice.result.yourAnswer')}</dt>
            <dd>{answer?.value ?? t('practice.result.noAnswer')}</dd>
          </div>
          <div>
            <dt>{t('practice.result.correctAnswer')}</dt>
            <dd>
              {item.integerAnswer !== null
                ? item.integerAnswer
                : item.answerRange
                  ? rangeText(t, item.answerRange.min, item.answerRange.max)
                  : ''}
            </dd>
          </div>
        </dl>
      ) : (
        <>
          {/* In the order the student saw them, lettered as they were on the exam screen. */}
          <ul className="review-options">
            {question.optionOrder.map((index, position) => {
              const share = item.optionShares?.options[position];
              return (
                <li key={index} data-correct={correct.has(index) || undefined} data-chosen={chosen.has(index) || undefined}>
                  <span className="exam-option-letter">{optionLetter(position)}</span>
                  <ChemText text={optionText(t, question, index)} />
                  {share !== undefined && (
                    <>
                      <span className="review-share" data-testid="option-share">
                        {t('practice.result.percent', { percent: share })}
                        <span className="visually-hidden">{ti('practiceInsight.choseThis')}</span>
                      </span>
                      <span className="review-share-bar" aria-hidden="true" style={{ width: `${share}%` }} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          {item.optionShares && (
            <p className="review-share-none" data-testid="no-answer-share">
              {ti('practiceInsight.noAnswerShare', { percent: item.optionShares.none })}
            </p>
          )}
          <dl className="review-answers">
            <div>
              <dt>{t('practice.result.yourAnswer')}</dt>
              <dd>{chosen.size > 0 ? lettersOf(question, chosen) : t('practice.result.noAnswer')}</dd>
            </div>
            <div>
              <dt>{t('practice.result.correctAnswer')}</dt>
              <dd>{lettersOf(question, correct)}</dd>
            </div>
          </dl>
        </>
      )}

      <TimeLine item={item} />

      {item.explanation && (
        <div className="review-explanation">
          <h4>{t('practice.result.explanation')}</h4>
          <ChemText as="div" text={item.explanation} />
        </div>
      )}

      <div className="review-doubt">
        <AskDoubt context={{ kind: 'test', attemptId, questionId: question.id }} about={t('practice.exam.questionNumber', { number })} />
      </div>
    </li>
  );
}
