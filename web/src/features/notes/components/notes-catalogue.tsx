import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import { LayoutToggle, SearchBox, Select } from '../../../components/catalogue/catalogue-controls';
import { DIFFICULTY_FILTERS } from '../../../config/catalogue';
import type { Note } from '../api/notes';
import { DEFAULT_NOTE_QUERY, NOTE_SORTS, noteCategories, noteSearchIndex, queryNotes, type NoteQuery, type NoteSort } from '../notes-query';
import { NoteCard } from './note-card';
import { difficultyIds } from '../difficulty-labels';
import { NoteViewer } from './note-viewer';
import { stopPdfWorker } from './pdf-viewer-loader';
import { useNoteAccess } from './use-note-access';
import { useFuse } from '../../../lib/use-fuse';
import { useT } from '../../../i18n/catalog';
import { notesCatalog } from '../i18n';

export function NotesCatalogue({ notes }: { notes: Note[] }) {
  // A shared link (see note-share.tsx) arrives with ?search=<title>.
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState<NoteQuery>(() => ({ ...DEFAULT_NOTE_QUERY, search: searchParams.get('search') ?? '' }));
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  // Focusing the search box starts loading fuse.js, so it is there by the first keystroke.
  const [searchWanted, setSearchWanted] = useState(false);
  const Fuse = useFuse(searchWanted || query.search.trim() !== '');
  const index = useMemo(() => (Fuse ? noteSearchIndex(Fuse, notes) : null), [Fuse, notes]);
  const categories = useMemo(() => noteCategories(notes), [notes]);
  const shown = useMemo(() => queryNotes(notes, index, query), [notes, index, query]);
  const access = useNoteAccess();
  const t = useT(notesCatalog);
  const all = (value: string) => (value === 'All' ? t('notes.library.all') : value);
  // The categories are the teacher's words (shown as written); "All" and the fixed levels are ours.
  const categoryOptions = categories.map((value) => ({ value, label: all(value) }));
  const difficultyOptions = DIFFICULTY_FILTERS.map((value) => ({
    value,
    label: difficultyIds[value] ? t(difficultyIds[value]) : all(value),
  }));
  const sortOptions = NOTE_SORTS.map(({ value }) => ({
    value,
    label: t(value === 'newest' ? 'notes.library.newest' : 'notes.library.oldest'),
  }));

  // pdf.js's worker outlives one preview (the next opens faster) but not the library.
  useEffect(() => stopPdfWorker, []);

  const update = (changes: Partial<NoteQuery>) => setQuery((current) => ({ ...current, ...changes }));

  return (
    <>
      <div className="catalogue-toolbar">
        <SearchBox
          label={t('notes.library.searchLabel')}
          placeholder={t('notes.library.searchPlaceholder')}
          value={query.search}
          onFocus={() => setSearchWanted(true)}
          onChange={(search) => update({ search })}
        />
        <div className="catalogue-toolbar-buttons">
          <LayoutToggle layout={layout} onChange={setLayout} />
        </div>
      </div>

      <div className="catalogue-filters">
        <Select
          label={t('notes.library.category')}
          value={query.category}
          options={categoryOptions}
          onChange={(category) => update({ category })}
        />
        <Select
          label={t('notes.library.difficulty')}
          value={query.difficulty}
          options={difficultyOptions}
          onChange={(difficulty) => update({ difficulty })}
        />
        <Select
          label={t('notes.library.sortBy')}
          value={query.sort}
          options={sortOptions}
          onChange={(sort) => update({ sort: sort as NoteSort })}
        />
      </div>

      <p className="catalogue-count" role="status">
        {t('notes.library.count', { shown: shown.length, total: notes.length })}
      </p>

      {shown.length === 0 ? (
        <div className="catalogue-empty">
          <p>{t('notes.library.empty')}</p>
          <button className="button button-outline" type="button" onClick={() => setQuery(DEFAULT_NOTE_QUERY)}>
            {t('notes.library.clear')}
          </button>
        </div>
      ) : (
        <div className={layout === 'grid' ? 'note-grid' : 'note-list'}>
          {shown.map((note) => (
            <NoteCard
              key={note._id}
              note={note}
              pending={access.pending?.noteId === note._id ? access.pending.use : null}
              onOpen={(target, use) => void access.open(target, use)}
            />
          ))}
        </div>
      )}

      <NoteViewer
        preview={access.preview}
        onClose={access.closePreview}
        onDownload={(note) => {
          // Closed first: the modal would cover a dialog the download may show.
          flushSync(access.closePreview);
          void access.open(note, 'download');
        }}
      />
    </>
  );
}
