import {
  PRACTICE_MESSAGES,
  QUESTION_IMPORT,
  questionInputSchema,
  type CsvLineError,
  type QuestionImportAnswer,
  type QuestionInput,
} from '@chem/contract';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { firstIssueMessage } from '../../lib/validate.js';
import { CsvSyntaxError, csvCell, parseCsv } from './csv.js';
import { questionFields } from './questions.js';
import { questionsCollection } from './store.js';

/**
 * The CSV import: one row a question, in the columns of QUESTION_IMPORT. Every row is checked with
 * the editor's own schema; if any row is wrong nothing is imported and each bad row is reported by
 * its line number. `correct` holds option letters ("B", or "A;C" / "AC" for multiple correct).
 */

const COLUMNS = QUESTION_IMPORT.columns;
type Column = (typeof COLUMNS)[number];
const OPTION_COLUMNS = ['option_a', 'option_b', 'option_c', 'option_d'] as const satisfies readonly Column[];

/** "A;C" -> [0, 2]; anything that is not letters A-F and separators -> undefined. */
function optionIndexes(text: string): number[] | undefined {
  const letters = text.toUpperCase().replace(/[\s;,|/]/g, '');
  if (!/^[A-F]*$/.test(letters)) return undefined;
  return [...letters].map((letter) => letter.charCodeAt(0) - 65);
}

/** "2.5" -> 2.5; blank -> undefined; anything else -> NaN (the schema names the field). */
const numberCell = (text: string) =>
  text.trim() === '' ? undefined : /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text.trim()) ? Number(text) : NaN;

/** A row's cells as the editor would send them. */
function rowInput(cells: Record<Column, string>): unknown {
  const kind = cells.kind.trim().toLowerCase();
  const common = {
    kind,
    chapter: cells.chapter,
    difficulty: cells.difficulty.trim().toLowerCase(),
    text: cells.text,
    explanation: cells.explanation,
  };
  if (kind === 'numerical') return { ...common, answerRange: { min: numberCell(cells.answer_min), max: numberCell(cells.answer_max) } };
  // Options end at the first blank one from the right: A-B for a two-option question.
  const options = OPTION_COLUMNS.map((column) => cells[column]);
  while (options.length > 0 && options.at(-1)!.trim() === '') options.pop();
  return { ...common, options, correctOptions: optionIndexes(cells.correct) ?? 'invalid' };
}

function explain(message: string, path: PropertyKey[]): string {
  if (path[0] === 'correctOptions' && message.includes('option numbers'))
    return 'The correct column must hold option letters, e.g. B or A;C.';
  return message;
}

export interface ImportPlan {
  questions: QuestionInput[];
  errors: CsvLineError[];
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
  const names = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (!header || names.length < COLUMNS.length || COLUMNS.some((column, index) => names[index] !== column))
    return { questions: [], errors: [{ line: header?.line ?? 1, message: PRACTICE_MESSAGES.importHeader }] };
  if (body.length === 0) return { questions: [], errors: [{ line: 2, message: PRACTICE_MESSAGES.importEmpty }] };
  if (body.length > QUESTION_IMPORT.maxRows)
    return { questions: [], errors: [{ line: body[QUESTION_IMPORT.maxRows]!.line, message: PRACTICE_MESSAGES.importTooManyRows }] };

  const questions: QuestionInput[] = [];
  const errors: CsvLineError[] = [];
  for (const row of body) {
    if (row.cells.length > COLUMNS.length && row.cells.slice(COLUMNS.length).some((cell) => cell.trim() !== '')) {
      errors.push({ line: row.line, message: `The row has more than ${COLUMNS.length} columns (a comma inside a cell needs quotes).` });
      continue;
    }
    const cells = Object.fromEntries(COLUMNS.map((column, index) => [column, row.cells[index] ?? ''])) as Record<Column, string>;
    const result = questionInputSchema.safeParse(rowInput(cells));
    if (result.success) questions.push(result.data);
    else errors.push({ line: row.line, message: explain(firstIssueMessage(result.error), result.error.issues[0]?.path ?? []) });
  }
  return { questions: errors.length > 0 ? [] : questions, errors };
}

export async function importQuestions(csv: string): Promise<QuestionImportAnswer> {
  const plan = planImport(csv);
  if (plan.errors.length > 0)
    return {
      imported: 0,
      questionIds: [],
      errors: plan.errors,
      message: PRACTICE_MESSAGES.importHasErrors,
      error: PRACTICE_MESSAGES.importHasErrors,
    };
  // At most 300 rows: one batch (500 writes) holds them all, so the import is all or nothing.
  const batch = db().batch();
  const refs = plan.questions.map((question) => {
    const ref = questionsCollection().doc();
    batch.create(ref, {
      ...questionFields(question),
      imageUrl: null,
      imagePath: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return ref;
  });
  await batch.commit();
  const imported = refs.length;
  return {
    imported,
    questionIds: refs.map((ref) => ref.id),
    errors: [],
    message: `Imported ${imported} question${imported === 1 ? '' : 's'}.`,
  };
}

/** GET /api/admin/questions/template.csv: the header and one example of each kind. */
export function questionTemplateCsv(): string {
  const rows: string[][] = [
    [...COLUMNS],
    [
      'single',
      'Mole Concept',
      'easy',
      'How many moles of \\ce{H2O} are in 36 g of water?',
      '1',
      '2',
      '3',
      '4',
      'B',
      '',
      '',
      '$n = m/M = 36/18 = 2$',
    ],
    [
      'multiple',
      'Chemical Equilibrium',
      'medium',
      'For \\ce{N2 + 3H2 <=> 2NH3} (exothermic), which changes shift the equilibrium to the right?',
      'Raising the pressure',
      'Lowering the temperature',
      'Adding a catalyst',
      'Removing \\ce{NH3}',
      'A;B;D',
      '',
      '',
      'A catalyst speeds both directions equally and does not shift the equilibrium.',
    ],
    [
      'numerical',
      'Mole Concept',
      'medium',
      'What is the molar mass of \\ce{CO2} in g/mol?',
      '',
      '',
      '',
      '',
      '',
      '43.9',
      '44.1',
      '$12 + 2 \\times 16 = 44$',
    ],
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
