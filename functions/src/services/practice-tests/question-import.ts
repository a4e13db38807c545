import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  QUESTION_IMPORT,
  listIILabel,
  matrixCode,
  questionInputSchema,
  type CsvLineError,
  type QuestionImportAnswer,
  type QuestionInput,
} from '@chem/contract';
import { FieldValue } from 'firebase-admin/firestore';
import { conflict } from '../../lib/errors.js';
import { forgetPracticeCatalogue } from '../chapter-practice/catalogue.js';
import { db } from '../../lib/firebase.js';
import { firstIssueMessage } from '../../lib/validate.js';
import { CsvSyntaxError, csvCell, parseCsv } from './csv.js';
import { assertBankRoom, questionFields } from './questions.js';
import { passagesCollection, questionsCollection } from './store.js';

/**
 * The CSV import: one row a question. The header names the columns, in any order: the twelve of
 * the first template are required (so files made from it still import), the others optional.
 * Every row is checked with the editor's own schema; if any row is wrong nothing is imported and
 * each bad row is reported by its line number.
 *
 * - `correct`: option letters ("B", or "A;C" / "AC" for multiple correct); for an integer-type
 *   question the whole-number answer.
 * - matrix-match: `list_i` and `list_ii` hold the items separated by `|`, option_a..option_d the
 *   coded options ("A-II, B-IV, C-I, D-III"; "A-2" works too).
 * - assertion-reason: `assertion` and `reason`; `correct` is the letter of the standard option.
 * - a passage: `passage_id` names one already in the bank, or `passage` holds its text; rows with
 *   the same `passage` text share one new passage.
 */

const REQUIRED = QUESTION_IMPORT.columns;
const OPTIONAL = QUESTION_IMPORT.optionalColumns;
const ALL_COLUMNS = [...REQUIRED, ...OPTIONAL] as const;
type Column = (typeof ALL_COLUMNS)[number];
type Cells = Record<Column, string>;
const OPTION_COLUMNS = ['option_a', 'option_b', 'option_c', 'option_d'] as const satisfies readonly Column[];

/** Rows that make new passages: with at most 300 rows and this many passages, one batch (500 writes) holds everything. */
export const MAX_NEW_PASSAGES = 150;

/** "A;C" -> [0, 2]; anything that is not letters A-F and separators -> undefined. */
function optionIndexes(text: string): number[] | undefined {
  const letters = text.toUpperCase().replace(/[\s;,|/]/g, '');
  if (!/^[A-F]*$/.test(letters)) return undefined;
  return [...letters].map((letter) => letter.charCodeAt(0) - 65);
}

/** "2.5" -> 2.5; blank -> undefined; anything else -> NaN (the schema names the field). */
const numberCell = (text: string) =>
  text.trim() === '' ? undefined : /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text.trim()) ? Number(text) : NaN;

const ROMAN_VALUES = new Map(Array.from({ length: PRACTICE_LIMITS.maxListIIItems }, (_, index) => [listIILabel(index), index]));

/** "A-II, B-4, C-I, D-III" -> [1, 3, 0, 2]; undefined when a List-I letter is missing, repeated or out of order. */
export function parseMatrixCode(text: string): number[] | undefined {
  const pairs = text
    .split(/[,;]/)
    .map((pair) => pair.trim())
    .filter(Boolean);
  const code: number[] = [];
  for (const [index, pair] of pairs.entries()) {
    const match = /^\(?([A-Za-z])\)?\s*[-–→:>]+\s*\(?([IVXivx]+|\d+)\)?$/.exec(pair);
    if (!match || match[1]!.toUpperCase().charCodeAt(0) - 65 !== index) return undefined;
    const right = /^\d+$/.test(match[2]!) ? Number(match[2]) - 1 : ROMAN_VALUES.get(match[2]!.toUpperCase());
    if (right === undefined || right < 0) return undefined;
    code.push(right);
  }
  return code.length > 0 ? code : undefined;
}

const listCell = (text: string) =>
  text.trim() === ''
    ? []
    : text
        .split(QUESTION_IMPORT.listSeparator)
        .map((item) => item.trim())
        .filter(Boolean);

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

class RowError extends Error {}

/** A row's cells as the editor would send them (a passage given by its text is linked after the check). */
function rowInput(cells: Cells): unknown {
  const kind = cells.kind.trim().toLowerCase();
  const keep = cells.keep_option_order.trim().toLowerCase();
  if (!YES.has(keep) && !NO.has(keep)) throw new RowError('The keep_option_order column must be yes or no.');
  if (cells.passage_id.trim() !== '' && cells.passage.trim() !== '') throw new RowError(PRACTICE_MESSAGES.importBothPassages);
  const common = {
    kind,
    chapter: cells.chapter,
    topic: cells.topic,
    difficulty: cells.difficulty.trim().toLowerCase(),
    text: cells.text,
    explanation: cells.explanation,
    exam: cells.exam,
    year: numberCell(cells.year) ?? null,
    session: cells.session,
    passageId: cells.passage_id.trim() || null,
    keepOptionOrder: YES.has(keep),
  };
  if (kind === 'numerical') return { ...common, answerRange: { min: numberCell(cells.answer_min), max: numberCell(cells.answer_max) } };
  if (kind === 'integer') return { ...common, integerAnswer: numberCell(cells.correct) };
  // Options end at the first blank one from the right: A-B for a two-option question.
  const options: string[] = OPTION_COLUMNS.map((column) => cells[column]);
  while (options.length > 0 && options.at(-1)!.trim() === '') options.pop();
  const correctOptions = optionIndexes(cells.correct) ?? 'invalid';
  if (kind === 'assertion-reason') return { ...common, statements: { assertion: cells.assertion, reason: cells.reason }, correctOptions };
  if (kind === 'matrix') {
    const codes = options.map(parseMatrixCode);
    if (codes.some((code) => code === undefined))
      throw new RowError('Write each coded option as A-II, B-IV, C-I, D-III: one List-II number for each List-I letter, in order.');
    return { ...common, matrix: { listI: listCell(cells.list_i), listII: listCell(cells.list_ii), codes }, correctOptions };
  }
  return { ...common, options, correctOptions };
}

function explain(message: string, path: PropertyKey[]): string {
  if (path[0] === 'correctOptions' && message.includes('option numbers'))
    return 'The correct column must hold option letters, e.g. B or A;C.';
  if (path[0] === 'integerAnswer') return 'The correct column of an integer-type question must hold its whole-number answer, e.g. 7.';
  return message;
}

export interface PlannedQuestion {
  line: number;
  input: QuestionInput;
  /** The text of a new passage this row shares with the rows of the same text. */
  newPassage: string | null;
}

export interface ImportPlan {
  questions: PlannedQuestion[];
  errors: CsvLineError[];
}

/** The header's column names, or what is wrong with them. */
function readHeader(cells: readonly string[]): { columns: string[] } | { error: string } {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  while (names.length > 0 && names.at(-1) === '') names.pop();
  const unknown = names.find((name) => !(ALL_COLUMNS as readonly string[]).includes(name));
  if (REQUIRED.some((column) => !names.includes(column)) || new Set(names).size !== names.length)
    return { error: unknown === undefined ? PRACTICE_MESSAGES.importHeader : PRACTICE_MESSAGES.importUnknownColumn(unknown) };
  if (unknown !== undefined) return { error: PRACTICE_MESSAGES.importUnknownColumn(unknown) };
  return { columns: names };
}

/** Checks the whole file; pure, so its rules are unit-tested without Firestore. */
export function planImport(csv: string): ImportPlan {
  let rows;
  try {
    rows = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { questions: [], errors: [{ line: error.line, message: error.message }] };
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) return { questions: [], errors: [{ line: 1, message: PRACTICE_MESSAGES.importHeader }] };
  const read = readHeader(header.cells);
  if ('error' in read) return { questions: [], errors: [{ line: header.line, message: read.error }] };
  const { columns } = read;
  if (body.length === 0) return { questions: [], errors: [{ line: 2, message: PRACTICE_MESSAGES.importEmpty }] };
  if (body.length > QUESTION_IMPORT.maxRows)
    return { questions: [], errors: [{ line: body[QUESTION_IMPORT.maxRows]!.line, message: PRACTICE_MESSAGES.importTooManyRows }] };

  const questions: PlannedQuestion[] = [];
  const errors: CsvLineError[] = [];
  const passageRows = new Map<string, number>();
  for (const row of body) {
    if (row.cells.length > columns.length && row.cells.slice(columns.length).some((cell) => cell.trim() !== '')) {
      errors.push({ line: row.line, message: `The row has more than ${columns.length} columns (a comma inside a cell needs quotes).` });
      continue;
    }
    const cells = Object.fromEntries(ALL_COLUMNS.map((column) => [column, row.cells[columns.indexOf(column)] ?? ''])) as Cells;
    let input: unknown;
    try {
      input = rowInput(cells);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      errors.push({ line: row.line, message: error.message });
      continue;
    }
    const result = questionInputSchema.safeParse(input);
    if (!result.success) {
      errors.push({ line: row.line, message: explain(firstIssueMessage(result.error), result.error.issues[0]?.path ?? []) });
      continue;
    }
    const newPassage = cells.passage.trim() === '' ? null : cells.passage.trim();
    if (newPassage !== null) {
      const sharing = (passageRows.get(newPassage) ?? 0) + 1;
      passageRows.set(newPassage, sharing);
      if (newPassage.length > PRACTICE_LIMITS.passageChars) {
        errors.push({
          line: row.line,
          message: `Passage must be at most ${PRACTICE_LIMITS.passageChars.toLocaleString('en-IN')} characters.`,
        });
        continue;
      }
      if (sharing > PRACTICE_LIMITS.questionsPerPassage) {
        errors.push({ line: row.line, message: PRACTICE_MESSAGES.passageFull });
        continue;
      }
      if (sharing === 1 && passageRows.size > MAX_NEW_PASSAGES) {
        errors.push({ line: row.line, message: `A file may create at most ${MAX_NEW_PASSAGES} passages.` });
        continue;
      }
    }
    questions.push({ line: row.line, input: result.data, newPassage });
  }
  return { questions: errors.length > 0 ? [] : questions, errors };
}

/**
 * Rows naming a passage already in the bank: it must exist and have room for them. One batched
 * read of the passages and one query (per 30 passages, Firestore's `in` limit) of their questions.
 */
async function checkExistingPassages(questions: readonly PlannedQuestion[]): Promise<CsvLineError[]> {
  const rowsByPassage = new Map<string, PlannedQuestion[]>();
  for (const question of questions) {
    const id = question.input.passageId;
    if (id !== null) rowsByPassage.set(id, [...(rowsByPassage.get(id) ?? []), question]);
  }
  const ids = [...rowsByPassage.keys()];
  if (ids.length === 0) return [];
  const chunks = Array.from({ length: Math.ceil(ids.length / 30) }, (_, index) => ids.slice(index * 30, index * 30 + 30));
  const [passages, ...sharing] = await Promise.all([
    db().getAll(...ids.map((id) => passagesCollection().doc(id)), { fieldMask: [] }),
    ...chunks.map((chunk) => questionsCollection().where('passageId', 'in', chunk).select('passageId').get()),
  ]);
  const shared = new Map<string, number>();
  for (const doc of sharing.flatMap((result) => result.docs))
    shared.set(String(doc.get('passageId')), (shared.get(String(doc.get('passageId'))) ?? 0) + 1);
  const errors: CsvLineError[] = [];
  passages.forEach((passage, index) => {
    const rows = rowsByPassage.get(ids[index]!)!;
    if (!passage.exists) errors.push(...rows.map((row) => ({ line: row.line, message: PRACTICE_MESSAGES.passageNotFound })));
    else if ((shared.get(passage.id) ?? 0) + rows.length > PRACTICE_LIMITS.questionsPerPassage)
      errors.push({ line: rows[0]!.line, message: PRACTICE_MESSAGES.passageFull });
  });
  return errors.sort((a, b) => a.line - b.line);
}

const refused = (errors: CsvLineError[]): QuestionImportAnswer => ({
  imported: 0,
  questionIds: [],
  errors,
  message: PRACTICE_MESSAGES.importHasErrors,
  error: PRACTICE_MESSAGES.importHasErrors,
});

export async function importQuestions(csv: string): Promise<QuestionImportAnswer> {
  const plan = planImport(csv);
  if (plan.errors.length > 0) return refused(plan.errors);
  const passageErrors = await checkExistingPassages(plan.questions);
  if (passageErrors.length > 0) return refused(passageErrors);
  await assertBankRoom(plan.questions.length);
  const newPassages = [...new Set(plan.questions.flatMap((question) => (question.newPassage === null ? [] : [question.newPassage])))];
  if (newPassages.length > 0) {
    const count = (await passagesCollection().count().get()).data().count;
    if (count + newPassages.length > PRACTICE_LIMITS.passages) throw conflict(PRACTICE_MESSAGES.passagesFull);
  }

  // At most 300 questions and 150 passages: one batch (500 writes) holds them all, so the import is all or nothing.
  const batch = db().batch();
  const passageIds = new Map(
    newPassages.map((text) => {
      const ref = passagesCollection().doc();
      batch.create(ref, { text, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
      return [text, ref.id] as const;
    }),
  );
  const refs = plan.questions.map(({ input, newPassage }) => {
    const ref = questionsCollection().doc();
    batch.create(ref, {
      ...questionFields({ ...input, passageId: newPassage === null ? input.passageId : passageIds.get(newPassage)! }),
      imageUrl: null,
      imagePath: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return ref;
  });
  await batch.commit();
  forgetPracticeCatalogue();
  const imported = refs.length;
  return {
    imported,
    questionIds: refs.map((ref) => ref.id),
    errors: [],
    message: `Imported ${imported} question${imported === 1 ? '' : 's'}.`,
  };
}

/** GET /api/admin/questions/template.csv: the header and one example of each kind (original examples, not past-paper questions). */
export function questionTemplateCsv(): string {
  const blankRow = Object.fromEntries(ALL_COLUMNS.map((column) => [column, ''])) as Cells;
  const row = (cells: Partial<Cells>) => ALL_COLUMNS.map((column) => cells[column] ?? blankRow[column]);
  const equilibriumPassage =
    'At 500 K, 1 mol of \\ce{PCl5} is heated in a closed 1 L flask: \\ce{PCl5(g) <=> PCl3(g) + Cl2(g)}. At equilibrium 0.4 mol of \\ce{Cl2} is present.';
  const rows: string[][] = [
    [...ALL_COLUMNS],
    row({
      kind: 'single',
      chapter: 'Mole Concept',
      topic: 'Moles and mass',
      difficulty: 'easy',
      text: 'How many moles of \\ce{H2O} are in 36 g of water?',
      option_a: '1',
      option_b: '2',
      option_c: '3',
      option_d: '4',
      correct: 'B',
      explanation: '$n = m/M = 36/18 = 2$',
      exam: 'JEE Main',
    }),
    row({
      kind: 'multiple',
      chapter: 'Chemical Equilibrium',
      topic: 'Le Chatelier’s principle',
      difficulty: 'medium',
      text: 'For \\ce{N2 + 3H2 <=> 2NH3} (exothermic), which changes shift the equilibrium to the right?',
      option_a: 'Raising the pressure',
      option_b: 'Lowering the temperature',
      option_c: 'Adding a catalyst',
      option_d: 'Removing \\ce{NH3}',
      correct: 'A;B;D',
      explanation: 'A catalyst speeds both directions equally and does not shift the equilibrium.',
      exam: 'JEE Advanced',
    }),
    row({
      kind: 'numerical',
      chapter: 'Mole Concept',
      difficulty: 'medium',
      text: 'What is the molar mass of \\ce{CO2} in g/mol?',
      answer_min: '43.9',
      answer_max: '44.1',
      explanation: '$12 + 2 \\times 16 = 44$',
    }),
    row({
      kind: 'integer',
      chapter: 'Chemical Bonding',
      topic: 'Sigma and pi bonds',
      difficulty: 'easy',
      text: 'How many $\\sigma$ bonds are there in ethene, \\ce{CH2=CH2}?',
      correct: '5',
      explanation: 'Four C–H bonds and one C–C $\\sigma$ bond.',
      exam: 'JEE Main',
    }),
    row({
      kind: 'matrix',
      chapter: 'Chemical Bonding',
      topic: 'Shapes of molecules',
      difficulty: 'medium',
      text: 'Match each molecule in List-I with its shape in List-II.',
      list_i: ['\\ce{CO2}', '\\ce{BF3}', '\\ce{CH4}', '\\ce{SF6}'].join(' | '),
      list_ii: ['Tetrahedral', 'Linear', 'Octahedral', 'Trigonal planar'].join(' | '),
      option_a: matrixCode([1, 3, 0, 2]),
      option_b: matrixCode([1, 0, 3, 2]),
      option_c: matrixCode([3, 1, 0, 2]),
      option_d: matrixCode([1, 3, 2, 0]),
      correct: 'A',
      explanation: '\\ce{CO2} is linear, \\ce{BF3} trigonal planar, \\ce{CH4} tetrahedral and \\ce{SF6} octahedral.',
      exam: 'NEET',
    }),
    row({
      kind: 'assertion-reason',
      chapter: 'Chemical Equilibrium',
      difficulty: 'medium',
      assertion: 'A catalyst does not change the equilibrium constant of a reaction.',
      reason: 'A catalyst lowers the activation energy of the forward and the backward reaction equally.',
      correct: 'A',
      explanation: 'Both are true, and the equal lowering is why $K$ stays the same.',
      exam: 'NEET',
    }),
    ...[
      { text: 'What is the amount of \\ce{PCl5} left at equilibrium, in mol?', min: '0.59', max: '0.61' },
      { text: 'What is $K_c$ at 500 K?', min: '0.26', max: '0.27' },
    ].map((part) =>
      row({
        kind: 'numerical',
        chapter: 'Chemical Equilibrium',
        topic: 'Equilibrium constant',
        difficulty: 'hard',
        text: part.text,
        answer_min: part.min,
        answer_max: part.max,
        explanation: `\\ce{PCl5} left: 1 - 0.4 = 0.6 mol; $K_c = \\frac{0.4 \\times 0.4}{0.6} \\approx 0.27$.`,
        passage: equilibriumPassage,
      }),
    ),
  ];
  return rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
