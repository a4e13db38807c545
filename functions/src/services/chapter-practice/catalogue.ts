import {
  PRACTICE_LIMITS,
  QUESTION_DIFFICULTIES,
  QUESTION_KINDS,
  isPastPaper,
  type QuestionKind,
  type QuestionSource,
} from '@chem/contract';
import { TtlCache } from '../../lib/ttl-cache.js';
import { questionsCollection } from '../practice-tests/store.js';

/**
 * The bank as chapter practice lists it: every question's chapter, kind, difficulty and source,
 * in the order the teacher added them (which decides the free allowance: the first N of each
 * chapter). Read with a field mask (no text, no key) once a minute per function instance, so the
 * practice screens cost one read of the student's own records, not a read of the bank per visit;
 * a question the teacher adds shows within the minute. The bank's own writes forget it at once in
 * the instance that made them.
 */

export interface CatalogueEntry {
  id: string;
  chapter: string;
  kind: QuestionKind;
  difficulty: (typeof QUESTION_DIFFICULTIES)[number];
  topic: string;
  source: QuestionSource;
  pastPaper: boolean;
  /** 0-based place in its chapter, oldest first. */
  position: number;
}

export interface Catalogue {
  byId: Map<string, CatalogueEntry>;
  /** Chapters sorted by name, each with its questions oldest first. */
  chapters: Map<string, CatalogueEntry[]>;
}

const CATALOGUE_SECONDS = 60;
const cache = new TtlCache<Catalogue>(CATALOGUE_SECONDS * 1000, 1);

/** Called by the question bank's writes: the next practice read sees the change. */
export const forgetPracticeCatalogue = () => cache.clear();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function loadCatalogue(): Promise<Catalogue> {
  const snapshot = await questionsCollection()
    .orderBy('createdAt', 'asc')
    .limit(PRACTICE_LIMITS.bankQuestions)
    .select('chapter', 'kind', 'difficulty', 'topic', 'exam', 'year', 'session')
    .get();
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
    };
    list.push(entry);
    grouped.set(chapter, list);
    byId.set(doc.id, entry);
  }
  const chapters = new Map([...grouped].sort(([a], [b]) => a.localeCompare(b)));
  return { byId, chapters };
}

export const practiceCatalogue = (): Promise<Catalogue> => cache.get('bank', loadCatalogue);

/** The paper a question appeared in, or null for an original one. */
export const pastPaperOf = (entry: Pick<CatalogueEntry, 'source' | 'pastPaper'>): QuestionSource | null =>
  entry.pastPaper ? entry.source : null;
