import type { QuestionKind } from '@chem/contract';
import { defineCatalog, type Translate } from '../../../i18n/catalog';
import en from './locales/en.json';

/** The admin's Question Bank and Tests sections (a catalogue of their own: students never load it). */
export const practiceAdminCatalog = defineCatalog('practiceAdmin', en, { hi: () => import('./locales/hi.json') });

export type PracticeAdminTranslate = Translate<Extract<keyof typeof en, string>>;

const KIND_TEXT = {
  single: 'practiceAdmin.kind.single',
  multiple: 'practiceAdmin.kind.multiple',
  numerical: 'practiceAdmin.kind.numerical',
  integer: 'practiceAdmin.kind.integer',
  matrix: 'practiceAdmin.kind.matrix',
  'assertion-reason': 'practiceAdmin.kind.assertion-reason',
} as const satisfies Record<QuestionKind, string>;

/** A question's kind in the admin's words (the question bank and the tests' bank picker). */
export const kindText = (t: PracticeAdminTranslate, kind: QuestionKind) => t(KIND_TEXT[kind]);
