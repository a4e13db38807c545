import type { QuestionKind } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { ChemText } from '../../../components/chem-text/chem-text';
import { optionLetter } from './option-letter';
import './practice.css';

interface QuestionPreviewProps {
  kind: QuestionKind;
  text: string;
  options: readonly string[];
  chapter: string;
  imageUrl: string | null;
  explanation: string;
}

/**
 * The question editor's live preview: the exam screen's question card with the same classes and
 * the same notation drawing, inputs inert, and a warning under any notation that does not draw.
 */
export function QuestionPreview({ kind, text, options, chapter, imageUrl, explanation }: QuestionPreviewProps) {
  const t = useT(practiceCatalog);
  return (
    <div className="exam-question question-preview">
      <div className="exam-question-head">
        <p className="exam-preview-number">{t('practice.exam.questionNumber', { number: 1 })}</p>
        {chapter && <span className="exam-chip">{chapter}</span>}
      </div>
      <ChemText as="div" className="exam-question-text" text={text} showProblems />
      {imageUrl && <img className="exam-figure" src={imageUrl} alt={t('practice.exam.questionImage', { number: 1 })} />}
      {kind === 'numerical' ? (
        <div className="exam-numeric">
          <span className="exam-preview-label">{t('practice.exam.numericalLabel')}</span>
          <input type="number" disabled aria-label={t('practice.exam.numericalLabel')} />
          <p className="exam-hint">{t('practice.exam.numericalHint')}</p>
        </div>
      ) : (
        <div className="exam-options">
          <p className="exam-hint">{kind === 'single' ? t('practice.exam.singleHint') : t('practice.exam.multipleHint')}</p>
          {options.map((option, index) => (
            <div key={index} className="exam-option">
              <input
                type={kind === 'single' ? 'radio' : 'checkbox'}
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
