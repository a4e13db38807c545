import type Fuse from 'fuse.js';
import type { FuseConstructor } from '../../lib/use-fuse';
import type { Note } from './api/notes';

export const NOTE_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
] as const;
export type NoteSort = (typeof NOTE_SORTS)[number]['value'];

export interface NoteQuery {
  search: string;
  category: string;
  difficulty: string;
  sort: NoteSort;
}

export const DEFAULT_NOTE_QUERY: NoteQuery = { search: '', category: 'All', difficulty: 'All', sort: 'newest' };

/** Fuzzy search over the spec's public note fields, threshold 0.3. */
export function noteSearchIndex(FuseIndex: FuseConstructor, notes: readonly Note[]): Fuse<Note> {
  return new FuseIndex(notes, { threshold: 0.3, keys: ['title', 'description', 'tags', 'category'] });
}

/** "All" and the categories the notes actually use, alphabetically: no option leads to nothing. */
export function noteCategories(notes: readonly Note[]): string[] {
  const names = new Set(notes.flatMap((note) => (note.category ? [note.category] : [])));
  return ['All', ...[...names].sort((a, b) => a.localeCompare(b))];
}

const uploaded = (note: Note) => (note.uploadDate ? Date.parse(note.uploadDate) || 0 : 0);

/** As queryCourses: without an index yet (fuse.js still loading) the search is not applied for that moment. */
export function queryNotes(notes: readonly Note[], index: Fuse<Note> | null, query: NoteQuery): Note[] {
  const search = query.search.trim();
  const found = search && index ? index.search(search).map((result) => result.item) : [...notes];
  const direction = query.sort === 'newest' ? -1 : 1;
  return found
    .filter((note) => query.category === 'All' || note.category === query.category)
    .filter((note) => query.difficulty === 'All' || note.difficulty === query.difficulty)
    .sort((a, b) => direction * (uploaded(a) - uploaded(b)));
}
