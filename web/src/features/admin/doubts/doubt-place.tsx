import type { AnswerRange, DoubtAnswerKey, SavedAnswer } from '@chem/contract';
import type { BadgeTone } from '../../../components/dashboard-shell';
import { ChemText } from '../../../components/chem-text/chem-text';
import { lessonAtPath } from '../../../config/doubt-paths';
import { useT } from '../../../i18n/catalog';
import type { DoubtPlace, DoubtQuestion, DoubtStatus } from './api';
import { videoTime } from './doubt-model';
import { adminDoubtsCatalog } from './i18n';

/** Waiting is the teacher's to do (amber); answered waits on the student; resolved is done. */
export const STATUS_TONE: Record<DoubtStatus, BadgeTone> = { open: 'warning', answered: 'info', resolved: 'success' };

/** Where a doubt was asked, in one line of the queue. */
export function PlaceLine({ place }: { place: DoubtPlace }) {
  const t = useT(adminDoubtsCatalog);
  let line: string;
  if (place.kind === 'lesson') {
    line = t('adminDoubts.place.lessonLine', { course: place.courseTitle, chapter: place.chapterTitle, lesson: place.lessonTitle });
    if (place.seconds !== null) line += ` · ${t('adminDoubts.place.at', { time: videoTime(place.seconds) })}`;
  } else if (place.kind === 'test') {
    line = t('adminDoubts.place.testLine', { test: place.testTitle, chapter: place.question.chapter || t('adminDoubts.place.noChapter') });
  } else if (place.kind === 'practice') {
    line = t('adminDoubts.place.practiceLine', { chapter: place.question.chapter || t('adminDoubts.place.noChapter') });
  } else {
    line = t('adminDoubts.place.generalLine', { course: place.courseTitle });
  }
  return <p className="doubts-row-place">{line}</p>;
}

/** Where a doubt was asked, in full: the lesson at its second (and a link to it), or the question with its answers. */
export function PlaceContext({ place }: { place: DoubtPlace }) {
  const t = useT(adminDoubtsCatalog);
  return (
    <section className="doubts-context" aria-label={t('adminDoubts.context.title')}>
      <h4>{t('adminDoubts.context.title')}</h4>
      {place.kind === 'lesson' && (
        <>
          <p>
            {t('adminDoubts.context.lesson', { lesson: place.lessonTitle })}
            <br />
            <span className="admin-muted">
              {t('adminDoubts.context.courseChapter', { course: place.courseTitle, chapter: place.chapterTitle })}
            </span>
          </p>
          {place.seconds !== null && <p>{t('adminDoubts.context.atSecond', { time: videoTime(place.seconds) })}</p>}
          <p>
            <a href={lessonAtPath(place.courseId, place.lessonId, place.seconds)} target="_blank" rel="noopener">
              {place.seconds !== null
                ? t('adminDoubts.context.openLessonAt', { time: videoTime(place.seconds) })
                : t('adminDoubts.context.openLesson')}
              <span className="visually-hidden"> {t('adminDoubts.context.newTab')}</span>
            </a>
          </p>
        </>
      )}
      {place.kind === 'test' && (
        <>
          <p>{t('adminDoubts.context.test', { test: place.testTitle })}</p>
          <QuestionContext question={place.question} answerKey={place.key} answer={place.answer} showAnswer />
        </>
      )}
      {place.kind === 'practice' && (
        <>
          <p>{t('adminDoubts.context.practice')}</p>
          <QuestionContext question={place.question} answerKey={place.key} answer={null} showAnswer={false} />
        </>
      )}
      {place.kind === 'general' && <p>{t('adminDoubts.context.general', { course: place.courseTitle })}</p>}
    </section>
  );
}

const range = (value: AnswerRange) => (value.min === value.max ? String(value.min) : `${value.min} – ${value.max}`);

interface QuestionContextProps {
  question: DoubtQuestion;
  answerKey: DoubtAnswerKey | undefined;
  answer: SavedAnswer | null;
  /** A test question has the student's answer (or their blank); a practice question was asked from the bank, without one. */
  showAnswer: boolean;
}

/** The question as the student saw it, each option marked: the correct ones, and the student's choice. */
function QuestionContext({ question, answerKey, answer, showAnswer }: QuestionContextProps) {
  const t = useT(adminDoubtsCatalog);
  const correct = new Set(answerKey?.correctOptions ?? []);
  const chosen = new Set(answer?.selected ?? []);
  const numerical = question.kind === 'numerical';
  return (
    <div className="doubts-question">
      {question.chapter && <p className="admin-muted">{t('adminDoubts.context.chapter', { chapter: question.chapter })}</p>}
      <ChemText as="div" className="doubts-question-text" text={question.text} />
      {question.imageUrl && (
        <img className="doubts-question-image" src={question.imageUrl} alt={t('adminDoubts.context.questionImage')} loading="lazy" />
      )}
      {!numerical && (
        <ol className="doubts-options" type="A">
          {question.options.map((option, index) => (
            <li key={index} data-correct={correct.has(index) || undefined} data-chosen={chosen.has(index) || undefined}>
              <ChemText text={option} />
              {correct.has(index) && (
                <span className="doubts-option-tag doubts-option-correct">{t('adminDoubts.context.correctOption')}</span>
              )}
              {showAnswer && chosen.has(index) && (
                <span className="doubts-option-tag doubts-option-chosen">{t('adminDoubts.context.studentOption')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {numerical && answerKey?.answerRange && <p>{t('adminDoubts.context.correctValue', { value: range(answerKey.answerRange) })}</p>}
      {showAnswer && (
        <p className="doubts-student-answer">
          {!answer || (answer.selected.length === 0 && answer.value === null)
            ? t('adminDoubts.context.notAnswered')
            : numerical
              ? t('adminDoubts.context.studentValue', { value: String(answer.value) })
              : t('adminDoubts.context.studentChose', {
                  options: answer.selected.map((index) => String.fromCharCode(65 + index)).join(', '),
                })}
        </p>
      )}
      {answerKey?.explanation && (
        <details className="doubts-explanation">
          <summary>{t('adminDoubts.context.explanation')}</summary>
          <ChemText as="div" text={answerKey.explanation} />
        </details>
      )}
    </div>
  );
}
