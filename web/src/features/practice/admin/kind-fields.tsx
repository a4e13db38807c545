import { ASSERTION_REASON_OPTIONS, PRACTICE_LIMITS, listILabel, listIILabel, matrixCode, type AttemptQuestion } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { AdminField } from '../../../components/form/admin-field';
import { optionLetter } from '../components/option-letter';
import { optionText } from '../components/question-parts';
import { practiceCatalog } from '../i18n';
import { practiceAdminCatalog } from './i18n';
import { resizeCodes, type Draft } from './question-draft';

/** Enough of an assertion-reason question for its standard option sentences. */
const ASSERTION_REASON: Pick<AttemptQuestion, 'kind' | 'options' | 'matrix'> = { kind: 'assertion-reason', options: [], matrix: null };

interface KindFieldsProps {
  draft: Draft;
  formId: string;
  set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
  /** One correct option for the one-option kinds: choose it. */
  chooseOne: (index: number) => void;
}

/** A list's items, each with its label, and Add/Remove within the kind's limits. */
function ListItems({
  legend,
  items,
  label,
  max,
  onChange,
}: {
  legend: string;
  items: string[];
  label: (index: number) => string;
  max: number;
  onChange: (items: string[]) => void;
}) {
  const t = useT(practiceAdminCatalog);
  return (
    <fieldset className="question-options">
      <legend>{legend}</legend>
      {items.map((item, index) => (
        <div key={index} className="question-option-row">
          <span className="exam-option-letter" aria-hidden="true">
            {label(index)}
          </span>
          <input
            aria-label={`${legend} ${label(index)}`}
            value={item}
            onChange={(event) => onChange(items.map((value, i) => (i === index ? event.target.value : value)))}
          />
          {items.length > PRACTICE_LIMITS.minListItems && (
            <button
              type="button"
              className="button button-outline button-small"
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              aria-label={t('practiceAdmin.question.removeItem', { label: `${legend} ${label(index)}` })}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {items.length < max && (
        <button type="button" className="button button-outline button-small" onClick={() => onChange([...items, ''])}>
          {t('practiceAdmin.question.addItem', { list: legend })}
        </button>
      )}
    </fieldset>
  );
}

/** The fields of the kinds that are not plain options: the number answers, matrix match, assertion-reason. */
export function KindFields({ draft, formId, set, chooseOne }: KindFieldsProps) {
  const t = useT(practiceAdminCatalog);
  // The standard sentences in the students' words, as the preview and the exam show them.
  const tp = useT(practiceCatalog);

  if (draft.kind === 'numerical')
    return (
      <div className="form-row-2">
        <AdminField wrapped label={t('practiceAdmin.question.answerMin')}>
          <input type="number" step="any" inputMode="decimal" value={draft.min} onChange={(event) => set('min', event.target.value)} />
        </AdminField>
        <AdminField wrapped label={t('practiceAdmin.question.answerMax')}>
          <input type="number" step="any" inputMode="decimal" value={draft.max} onChange={(event) => set('max', event.target.value)} />
        </AdminField>
      </div>
    );

  if (draft.kind === 'integer')
    return (
      <AdminField wrapped label={t('practiceAdmin.question.integerAnswer')}>
        <input type="number" step={1} inputMode="decimal" value={draft.integer} onChange={(event) => set('integer', event.target.value)} />
      </AdminField>
    );

  if (draft.kind === 'assertion-reason')
    return (
      <>
        <AdminField wrapped label={t('practiceAdmin.question.assertion')}>
          <textarea rows={2} value={draft.assertion} onChange={(event) => set('assertion', event.target.value)} />
        </AdminField>
        <AdminField wrapped label={t('practiceAdmin.question.reason')}>
          <textarea rows={2} value={draft.reason} onChange={(event) => set('reason', event.target.value)} />
        </AdminField>
        <fieldset className="question-options">
          <legend>{t('practiceAdmin.question.correctStandard')}</legend>
          {Array.from({ length: ASSERTION_REASON_OPTIONS }, (_, index) => (
            <label key={index} className="question-option-row">
              <input type="radio" name={`${formId}-correct`} checked={draft.correct.includes(index)} onChange={() => chooseOne(index)} />
              <span>
                {optionLetter(index)}. {optionText(tp, ASSERTION_REASON, index)}
              </span>
            </label>
          ))}
        </fieldset>
      </>
    );

  if (draft.kind === 'matrix') {
    const setListI = (items: string[]) => {
      set('listI', items);
      set('codes', resizeCodes(draft.codes, items.length));
    };
    const setListII = (items: string[]) => {
      set('listII', items);
      // A match to an item that is gone is no match.
      set(
        'codes',
        draft.codes.map((code) => code.map((right) => (right < items.length ? right : -1))),
      );
    };
    return (
      <>
        <ListItems
          legend={t('practiceAdmin.question.listI')}
          items={draft.listI}
          label={listILabel}
          max={PRACTICE_LIMITS.maxListIItems}
          onChange={setListI}
        />
        <ListItems
          legend={t('practiceAdmin.question.listII')}
          items={draft.listII}
          label={listIILabel}
          max={PRACTICE_LIMITS.maxListIIItems}
          onChange={setListII}
        />
        <fieldset className="question-options">
          <legend>{t('practiceAdmin.question.codes')}</legend>
          {draft.codes.map((code, option) => (
            <div key={option} className="question-code-row">
              <label className="question-option-correct">
                <input
                  type="radio"
                  name={`${formId}-correct`}
                  checked={draft.correct.includes(option)}
                  onChange={() => chooseOne(option)}
                  aria-label={t('practiceAdmin.question.correctOption', { letter: optionLetter(option) })}
                />
                <span aria-hidden="true">{optionLetter(option)}</span>
              </label>
              {code.map((right, left) => (
                <label key={left} className="question-code-pick">
                  <span>{listILabel(left)}-</span>
                  <select
                    value={right}
                    aria-label={t('practiceAdmin.question.codePick', { letter: optionLetter(option), item: listILabel(left) })}
                    onChange={(event) =>
                      set(
                        'codes',
                        draft.codes.map((values, i) =>
                          i === option ? values.map((value, j) => (j === left ? Number(event.target.value) : value)) : values,
                        ),
                      )
                    }
                  >
                    <option value={-1}>?</option>
                    {draft.listII.map((_, index) => (
                      <option key={index} value={index}>
                        {listIILabel(index)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              {code.every((right) => right >= 0) && <span className="form-help">{matrixCode(code)}</span>}
            </div>
          ))}
        </fieldset>
      </>
    );
  }
  return null;
}
