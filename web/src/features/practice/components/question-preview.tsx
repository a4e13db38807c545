import { isNumberKind, optionCount, type MatrixLists, type QuestionKind, type Statements } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { ChemText } from '../../../components/chem-text/chem-text';
import { optionLetter } from './option-letter';
import { QuestionParts, optionText } from './question-parts';
import './practice.css';

interface QuestionPreviewProps {
  kind: QuestionKind;
  text: string;
  options: readonly string[];
  chapter: string;
  imageUrl: string | null;
  explanation: string;
  matrix: MatrixLists | null;
  statements: Statements | null;
  passage: string | undefined;
}

/**
 * The question editor's live preview: the exam screen's question card with the same classes and
 * the same notation drawing, inputs inert, and a warning under any notation that does not draw.
 */
export function QuestionPreview({
  kind,
  text,
  options,
  chapter,
  imageUrl,
  explanation,
  matrix,
  statements,
  passage,
}: QuestionPreviewProps) {
  const t = useT(practiceCatalog);
  const one = kind === 'single' || kind === 'matrix' || kind === 'assertion-reason';
  const shown = { kind, options: [...options], matrix };
  return (
    <div className="exam-question question-preview">
      <div className="exam-question-head">
        <p className="exam-preview-number">{t('practice.exam.questionNumber', { number: 1 })}</p>
        {chapter && <span className="exam-chip">{chapter}</span>}
      </div>
      {passage !== undefined && (
        <QuestionParts
          question={{
            id: 'preview',
            ...shown,
            text: '',
            optionOrder: [],
            statements: null,
            passageId: null,
            pastPaper: null,
            imageUrl: null,
            chapter,
          }}
          passage={passage}
          number={1}
        />
      )}
      <ChemText as="div" className="exam-question-text" text={text} showProblems />
      {imageUrl && <img className="exam-figure" src={imageUrl} alt={t('practice.exam.questionImage', { number: 1 })} />}
      {(matrix || statements) && (
        <QuestionParts
          question={{
            id: 'preview',
            ...shown,
            text: '',
            optionOrder: [],
            statements,
            passageId: null,
            pastPaper: null,
            imageUrl: null,
            chapter,
          }}
          passage={undefined}
          number={1}
        />
      )}
      {isNumberKind(kind) ? (
        <div className="exam-numeric">
          <span className="exam-preview-label">{t('practice.exam.numericalLabel')}</span>
          <input type="number" disabled aria-label={t('practice.exam.numericalLabel')} />
          <p className="exam-hint">{kind === 'integer' ? t('practice.exam.integerHint') : t('practice.exam.numericalHint')}</p>
        </div>
      ) : (
        <div className="exam-options">
          <p className="exam-hint">{one ? t('practice.exam.singleHint') : t('practice.exam.multipleHint')}</p>
          {Array.from({ length: optionCount(shown) }, (_, index) => optionText(t, shown, index)).map((option, index) => (
            <div key={index} className="exam-option">
              <input
                type={one ? 'radio' : 'checkbox'}
                disabled
                aria-label={t('practice.exam.optionLetter', { letter: optionLetter(index) })}
              />
              <span className="exam-option-letter">{optionLetter(index)}</span>
              <span className="exam-option-text">
                <ChemText text={option} showProblems />
              </span>
            </div>
          ))}
        </div>
      )}
      {explanation && (
        <div className="review-explanation">
          <p className="exam-preview-label">{t('practice.result.explanation')}</p>
          <ChemText as="div" text={explanation} showProblems />
        </div>
      )}
    </div>
  );
}
