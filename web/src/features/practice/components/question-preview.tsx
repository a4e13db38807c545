import type { QuestionKind } from '@chem/contract';
import { PRACTICE_TEXT } from '../messages';
import { ChemText } from './chem-text';
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
  return (
    <div className="exam-question question-preview">
      <div className="exam-question-head">
        <p className="exam-preview-number">{PRACTICE_TEXT.questionNumber(1)}</p>
        {chapter && <span className="exam-chip">{chapter}</span>}
      </div>
      <ChemText as="div" className="exam-question-text" text={text} showProblems />
      {imageUrl && <img className="exam-figure" src={imageUrl} alt={PRACTICE_TEXT.questionImage(1)} />}
      {kind === 'numerical' ? (
        <div className="exam-numeric">
          <span className="exam-preview-label">{PRACTICE_TEXT.numericalLabel}</span>
          <input type="number" disabled aria-label={PRACTICE_TEXT.numericalLabel} />
          <p className="exam-hint">{PRACTICE_TEXT.numericalHint}</p>
        </div>
      ) : (
        <div className="exam-options">
          <p className="exam-hint">{kind === 'single' ? PRACTICE_TEXT.singleHint : PRACTICE_TEXT.multipleHint}</p>
          {options.map((option, index) => (
            <div key={index} className="exam-option">
              <input
                type={kind === 'single' ? 'radio' : 'checkbox'}
                disabled
                aria-label={PRACTICE_TEXT.optionLetterLabel(optionLetter(index))}
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
          <p className="exam-preview-label">{PRACTICE_TEXT.explanation}</p>
          <ChemText as="div" text={explanation} showProblems />
        </div>
      )}
    </div>
  );
}
