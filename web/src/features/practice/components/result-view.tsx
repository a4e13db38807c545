import type { AttemptResult, ReviewItem } from '@chem/contract';
import { formatDuration } from '../attempt-model';
import { PRACTICE_TEXT } from '../messages';
import { ChemText } from './chem-text';
import { optionLetter } from './option-letter';

/** Marks as the review prints them: whole numbers plain, fractions (partial marking) to two places. */
const marksText = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A submitted attempt: the score, how many were right, wrong and left, the time taken, the
 * accuracy per chapter, and every question again with the student's answer, the correct one and
 * the explanation (sent by the server only now that the attempt is over).
 */
export function ResultView({ result }: { result: AttemptResult }) {
  const figures: Array<[string, string]> = [
    [PRACTICE_TEXT.score, PRACTICE_TEXT.scoreOf(Number(marksText(result.score)), result.maxScore)],
    [PRACTICE_TEXT.correct, String(result.correct)],
    ...(result.partial > 0 ? [[PRACTICE_TEXT.partial, String(result.partial)] as [string, string]] : []),
    [PRACTICE_TEXT.wrong, String(result.wrong)],
    [PRACTICE_TEXT.unanswered, String(result.unanswered)],
    [PRACTICE_TEXT.timeTaken, formatDuration(result.timeTakenSeconds)],
  ];

  return (
    <div className="result">
      <section className="result-summary" aria-labelledby="result-heading">
        <h1 id="result-heading">{PRACTICE_TEXT.resultTitle(result.title)}</h1>
        <p className="result-percent">{PRACTICE_TEXT.percentOf(result.percent)}</p>
        {result.submittedBy === 'time-out' && <p className="result-note">{PRACTICE_TEXT.submittedByTimeOut}</p>}
        <dl className="result-figures" aria-label={PRACTICE_TEXT.score}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {result.chapters.length > 0 && (
        <section className="result-card" aria-labelledby="result-chapters">
          <h2 id="result-chapters">{PRACTICE_TEXT.chapterAccuracy}</h2>
          <ul className="result-chapters">
            {result.chapters.map((chapter) => (
              <li key={chapter.chapter}>
                <div className="result-chapter-row">
                  <span className="result-chapter-name">{chapter.chapter}</span>
                  <span>{PRACTICE_TEXT.chapterLine(chapter.correct, chapter.total)}</span>
                  <strong>{PRACTICE_TEXT.percentOf(chapter.percent)}</strong>
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
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="result-card" aria-labelledby="result-review">
        <h2 id="result-review">{PRACTICE_TEXT.review}</h2>
        <ol className="result-review">
          {result.review.map((item, position) => (
            <ReviewEntry key={item.question.id} item={item} number={position + 1} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function ReviewEntry({ item, number }: { item: ReviewItem; number: number }) {
  const { question, answer } = item;
  const chosen = new Set(answer?.selected ?? []);
  const correct = new Set(item.correctOptions);
  const headingId = `review-${question.id}`;

  return (
    <li className="review-item" data-outcome={item.outcome} aria-labelledby={headingId}>
      <div className="review-head">
        <h3 id={headingId}>{PRACTICE_TEXT.questionNumber(number)}</h3>
        <span className="review-outcome" data-outcome={item.outcome}>
          {PRACTICE_TEXT.outcome[item.outcome]}
        </span>
        <span className="review-marks">{PRACTICE_TEXT.marksGot(Number(marksText(item.marks)))}</span>
      </div>
      <ChemText as="div" className="review-text" text={question.text} />
      {question.imageUrl && (
        <img className="exam-figure" src={question.imageUrl} alt={PRACTICE_TEXT.questionImage(number)} loading="lazy" />
      )}

      {question.kind === 'numerical' ? (
        <dl className="review-answers">
          <div>
            <dt>{PRACTICE_TEXT.yourAnswer}</dt>
            <dd>{answer?.value ?? PRACTICE_TEXT.noAnswer}</dd>
          </div>
          <div>
            <dt>{PRACTICE_TEXT.correctAnswer}</dt>
            <dd>{item.answerRange ? PRACTICE_TEXT.acceptedRange(item.answerRange.min, item.answerRange.max) : ''}</dd>
          </div>
        </dl>
      ) : (
        <>
          <ul className="review-options">
            {question.options.map((option, index) => (
              <li key={index} data-correct={correct.has(index) || undefined} data-chosen={chosen.has(index) || undefined}>
                <span className="exam-option-letter">{optionLetter(index)}</span>
                <ChemText text={option} />
              </li>
            ))}
          </ul>
          <dl className="review-answers">
            <div>
              <dt>{PRACTICE_TEXT.yourAnswer}</dt>
              <dd>{chosen.size > 0 ? [...chosen].map(optionLetter).join(', ') : PRACTICE_TEXT.noAnswer}</dd>
            </div>
            <div>
              <dt>{PRACTICE_TEXT.correctAnswer}</dt>
              <dd>{item.correctOptions.map(optionLetter).join(', ')}</dd>
            </div>
          </dl>
        </>
      )}

      {item.explanation && (
        <div className="review-explanation">
          <h4>{PRACTICE_TEXT.explanation}</h4>
          <ChemText as="div" text={item.explanation} />
        </div>
      )}
    </li>
  );
}
