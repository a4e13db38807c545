import {
  PRACTICE_LIMITS,
  RELEASE_GRACE_SECONDS,
  QUESTION_DIFFICULTIES,
  QUESTION_KINDS,
  isPastPaper,
  type QuestionKind,
  type QuestionSource,
} from '@chem/contract';
import { TtlCache } from '../../lib/ttl-cache.js';
import { questionsCollection, testsCollection } from '../practice-tests/store.js';

/**
 * The bank as chapter practice lists it: every question's chapter, kind, difficulty and source,
 * in the order the teacher added them (which decides the free allowance: the first N of each
 * chapter). Read with a field mask (no text, no key) once a minute per function instance, so the
 * practice screens cost one read of the student's own records, not a read of the bank per visit;
 * a question the teacher adds shows within the minute. The bank's own writes forget it at once in
 * the instance that made them.
 *
 * A question of a test whose results are not out yet (a scheduled test, from the moment it is
 * saved until its release) is HELD: chapter practice would show its key to anyone who answers it,
 * so it is left out of the chapters and refused by question (access.ts) until the release; the
 * catalogue's minute means it comes back within a minute of the results. Test writes forget the
 * catalogue too, so a new paper's questions are held at once in that instance.
 */

export interface CatalogueEntry {
  id: string;
  chapter: string;
  kind: QuestionKind;
  difficulty: (typeof QUESTION_DIFFICULTIES)[number];
  topic: string;
  source: QuestionSource;
  pastPaper: boolean;
  /** 0-based place in its chapter, oldest first (held questions keep theirs). */
  position: number;
  /** In a test whose results are not out yet: not practised until they are. */
  held: boolean;
}

export interface Catalogue {
  /** Every question, held ones included. */
  byId: Map<string, CatalogueEntry>;
  /** Chapters sorted by name, each with its questions oldest first, held ones left out. */
  chapters: Map<string, CatalogueEntry[]>;
}

const CATALOGUE_SECONDS = 60;
const cache = new TtlCache<Catalogue>(CATALOGUE_SECONDS * 1000, 1);

/** Called by the question bank's writes: the next practice read sees the change. */
export const forgetPracticeCatalogue = () => cache.clear();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The questions of every test that closes in the future or within the release grace: one query of
 * the tests still to release (a handful), their question ids only.
 */
async function heldQuestionIds(now: Date): Promise<Set<string>> {
  const unreleasedSince = new Date(now.getTime() - RELEASE_GRACE_SECONDS * 1000).toISOString();
  const tests = await testsCollection().where('closesAt', '>', unreleasedSince).select('questionIds').get();
  return new Set(tests.docs.flatMap((test) => (test.get('questionIds') as unknown[] | undefined) ?? []).map(String));
}

async function loadCatalogue(): Promise<Catalogue> {
  const [snapshot, held] = await Promise.all([
    questionsCollection()
      .orderBy('createdAt', 'asc')
      .limit(PRACTICE_LIMITS.bankQuestions)
      .select('chapter', 'kind', 'difficulty', 'topic', 'exam', 'year', 'session')
      .get(),
    heldQuestionIds(new Date()),
  ]);
  const byId = new Map<string, CatalogueEntry>();
  const grouped = new Map<string, CatalogueEntry[]>();
  for (const doc of snapshot.docs) {
    const chapter = text(doc.get('chapter'));
    if (chapter === '') continue;
    const year = doc.get('year') as unknown;
    const source: QuestionSource = {
      exam: text(doc.get('exam')),
      year: typeof year === 'number' && Number.isInteger(year) ? year : null,
      session: text(doc.get('session')),
    };
    const list = grouped.get(chapter) ?? [];
    const entry: CatalogueEntry = {
      id: doc.id,
      chapter,
      kind: QUESTION_KINDS.find((kind) => kind === doc.get('kind')) ?? 'single',
      difficulty: QUESTION_DIFFICULTIES.find((difficulty) => difficulty === doc.get('difficulty')) ?? 'medium',
      topic: text(doc.get('topic')),
      source,
      pastPaper: isPastPaper(source),
      position: list.length,
      held: held.has(doc.id),
    };
    list.push(entry);
    grouped.set(chapter, list);
    byId.set(doc.id, entry);
  }
  const chapters = new Map(
    [...grouped]
      .map(([chapter, entries]) => [chapter, entries.filter((entry) => !entry.held)] as const)
      .filter(([, entries]) => entries.length > 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { byId, chapters };
}

export const practiceCatalogue = (): Promise<Catalogue> => cache.get('bank', loadCatalogue);

/** The paper a question appeared in, or null for an original one. */
export const pastPaperOf = (entry: Pick<CatalogueEntry, 'source' | 'pastPaper'>): QuestionSource | null =>
  entry.pastPaper ? entry.source : null;
