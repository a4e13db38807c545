import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import type { Note } from './api/notes';
import { DEFAULT_NOTE_QUERY, noteCategories, noteSearchIndex, queryNotes } from './notes-query';

/** A note as the API sends it, with only what a case cares about spelled out. */
const note = (fields: Partial<Note> & Pick<Note, '_id' | 'title'>): Note => ({
  description: '',
  category: '',
  tags: [],
  difficulty: 'Beginner',
  pages: 1,
  rating: 0,
  uploadDate: '2025-01-01T00:00:00Z',
  downloads: 0,
  fileName: 'note.pdf',
  contentType: 'application/pdf',
  size: 1000,
  ...fields,
});

const notes: Note[] = [
  note({
    _id: 'water',
    title: 'Water Hardness',
    description: 'EDTA titration',
    category: 'Environmental Science',
    tags: ['water', 'softening'],
    difficulty: 'Beginner',
    uploadDate: '2025-02-01T00:00:00Z',
  }),
  note({
    _id: 'polymers',
    title: 'Polymers and Plastics',
    description: 'Monomers',
    category: 'Engineering Chemistry',
    tags: ['rubber'],
    difficulty: 'Intermediate',
    uploadDate: '2025-03-01T00:00:00Z',
  }),
  note({
    _id: 'atoms',
    title: 'Atomic Structure',
    description: 'Bohr model',
    category: 'Inorganic Chemistry',
    tags: ['atom'],
    difficulty: 'Beginner',
    uploadDate: '2024-12-01T00:00:00Z',
  }),
];
const index = noteSearchIndex(Fuse, notes);
const ids = (list: Note[]) => list.map((note) => note._id);

describe('queryNotes', () => {
  it('sorts by upload date, newest or oldest first', () => {
    expect(ids(queryNotes(notes, index, DEFAULT_NOTE_QUERY))).toEqual(['polymers', 'water', 'atoms']);
    expect(ids(queryNotes(notes, index, { ...DEFAULT_NOTE_QUERY, sort: 'oldest' }))).toEqual(['atoms', 'water', 'polymers']);
  });

  it('searches tags too, and filters by category and difficulty', () => {
    expect(ids(queryNotes(notes, index, { ...DEFAULT_NOTE_QUERY, search: 'rubber' }))).toEqual(['polymers']);
    expect(ids(queryNotes(notes, index, { ...DEFAULT_NOTE_QUERY, difficulty: 'Beginner', category: 'Inorganic Chemistry' }))).toEqual([
      'atoms',
    ]);
  });

  it('offers only the categories in use', () => {
    expect(noteCategories(notes)).toEqual(['All', 'Engineering Chemistry', 'Environmental Science', 'Inorganic Chemistry']);
  });
});
