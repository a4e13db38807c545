import { listILabel, listIILabel, matrixCode, sourceLabel, type AttemptQuestion } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog, type PracticeTranslate } from '../i18n';
import { ChemText } from '../../../components/chem-text/chem-text';

/** The standard assertion-reason options, in the order their indexes name (the answer key's). */
const ASSERTION_REASON_TEXT = [
  'practice.assertionReason.bothExplains',
  'practice.assertionReason.bothNotExplains',
  'practice.assertionReason.assertionOnly',
  'practice.assertionReason.reasonOnly',
] as const;

/**
 * The words of the question's own option `index`: its text for single and multiple, the coded
 * match ("A-II, B-IV, C-I, D-III") for a matrix, the standard sentence for assertion-reason.
 */
export function optionText(t: PracticeTranslate, question: Pick<AttemptQuestion, 'kind' | 'options' | 'matrix'>, index: number): string {
  if (question.kind === 'matrix') return matrixCode(question.matrix?.codes[index] ?? []);
  if (question.kind === 'assertion-reason') {
    const key = ASSERTION_REASON_TEXT[index];
    return key ? t(key) : '';
  }
  return question.options[index] ?? '';
}

interface QuestionPartsProps {
  question: AttemptQuestion;
  /** The comprehension passage the question belongs to, if any. */
  passage: string | undefined;
  /** The question's number as the student sees it, for the figure's description. */
  number: number;
  /** The review draws figures lazily; the exam screen at once. */
  lazyFigure?: boolean;
}

/**
 * What is read before answering, the same on the exam screen and in the review: the passage it
 * shares with its neighbours, the paper it appeared in, the text and figure, and a kind's own
 * parts (the Assertion and the Reason; List-I and List-II as the matching table).
 */
export function QuestionParts({ question, passage, number, lazyFigure = false }: QuestionPartsProps) {
  const t = useT(practiceCatalog);
  return (
    <>
      {passage !== undefined && (
        <section className="exam-passage" aria-label={t('practice.exam.passage')}>
          <h2 className="exam-passage-title">{t('practice.exam.passage')}</h2>
          <ChemText as="div" className="exam-passage-text" text={passage} />
        </section>
      )}
      {question.pastPaper && <p className="exam-source">{sourceLabel(question.pastPaper)}</p>}
      {question.text && <ChemText as="div" className="exam-question-text" text={question.text} />}
      {question.imageUrl && (
        <img
          className="exam-figure"
          src={question.imageUrl}
          alt={t('practice.exam.questionImage', { number })}
          decoding="async"
          loading={lazyFigure ? 'lazy' : undefined}
        />
      )}
      {question.statements && (
        <dl className="exam-statements">
          <div>
            <dt>{t('practice.exam.assertion')}</dt>
            <dd>
              <ChemText text={question.statements.assertion} />
            </dd>
          </div>
          <div>
            <dt>{t('practice.exam.reason')}</dt>
            <dd>
              <ChemText text={question.statements.reason} />
            </dd>
          </div>
        </dl>
      )}
      {question.matrix && (
        <div className="exam-matrix-wrap">
          <table className="exam-matrix">
            <thead>
              <tr>
                <th scope="col" colSpan={2}>
                  {t('practice.exam.listI')}
                </th>
                <th scope="col" colSpan={2}>
                  {t('practice.exam.listII')}
                </th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: Math.max(question.matrix.listI.length, question.matrix.listII.length) }, (_, row) => (
                <tr key={row}>
                  <th scope="row">{row < question.matrix!.listI.length ? listILabel(row) : ''}</th>
                  <td>{row < question.matrix!.listI.length && <ChemText text={question.matrix!.listI[row]!} />}</td>
                  <th scope="row">{row < question.matrix!.listII.length ? listIILabel(row) : ''}</th>
                  <td>{row < question.matrix!.listII.length && <ChemText text={question.matrix!.listII[row]!} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
