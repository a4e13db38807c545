import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail, warn } from './notify';
import { listCategories } from '../api/categories';
import { serverMessage } from '../api/failure';
import { UPLOADS, newNoteSchema, noteChangesSchema } from '@chem/contract';
import { focusFirstInvalid } from '../../../lib/use-validated-form';
import { FieldMessages, described, schemaMessages } from './field-messages';
import { deleteNote, listNotes, NOTE_FILE_EXTENSIONS, saveNote, type Note } from '../api/notes';
import { DIFFICULTIES } from '../api/courses';
import { formatBytes, formatCount, formatDate } from './format';
import { NoteDownloadsDisclosure } from './note-downloads';
import { EmptyState, LoadError, Loading } from './section-state';
import { UploadProgress } from './upload-progress';
import { useLoad } from './use-load';
import { RowActions } from './row-actions';

interface NoteForm {
  title: string;
  description: string;
  category: string;
  tags: string;
  difficulty: string;
  pages: string;
}

const EMPTY_FORM: NoteForm = { title: '', description: '', category: '', tags: '', difficulty: 'Beginner', pages: '1' };

const formFrom = (note: Note): NoteForm => ({
  title: note.title,
  description: note.description,
  category: note.category ?? '',
  tags: (note.tags ?? []).join(', '),
  difficulty: note.difficulty || 'Beginner',
  pages: String(note.pages ?? 1),
});

/** product-spec §5: the note file's type and size are checked before anything is uploaded. */
function fileProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!NOTE_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return UPLOADS.noteFile.wrongTypeMessage;
  if (file.size > UPLOADS.noteFile.maxBytes) return UPLOADS.noteFile.tooLargeMessage;
  return undefined;
}

const TAGS_HINT = 'Separate with commas, e.g. polymers, exam tips.';

/** Upload Note: the note form (add, or edit a listed note) with upload progress, and the notes list. */
export default function NotesSection() {
  const notes = useLoad(listNotes, 'notes');
  const categories = useLoad(listCategories, 'categories');
  const [form, setForm] = useState<NoteForm>(EMPTY_FORM);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [editing, setEditing] = useState<Note | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const set = (key: keyof NoteForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  function reset() {
    setEditing(null);
    setForm(EMPTY_FORM);
    setFile(null);
    setFileError('');
    setErrors({});
    if (fileRef.current) fileRef.current.value = '';
  }

  function startEdit(note: Note) {
    reset();
    setEditing(note);
    setForm(formFrom(note));
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }

  function pickFile(picked: File | undefined) {
    const problem = picked && fileProblem(picked);
    setFileError(problem ?? '');
    setFile(picked && !problem ? picked : null);
    if (problem) void warn(problem);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    // The fields as the API will read them (multipart: all text), checked by its own schema.
    const found = schemaMessages(editing ? noteChangesSchema : newNoteSchema, form);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    if (fileError) return void warn(fileError);
    if (!editing && !file) {
      setFileError('Please select a file.');
      return void fileRef.current?.focus();
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.append(key, value.trim());
    if (file) body.append('file', file);

    setProgress(0);
    try {
      const saved = await saveNote(editing?._id ?? null, body, setProgress);
      notes.setData((list) => (editing ? (list ?? []).map((note) => (note._id === saved._id ? saved : note)) : [saved, ...(list ?? [])]));
      void showToast(editing ? 'Note updated successfully!' : 'Note added!');
      reset();
    } catch (error) {
      void fail('Upload failed', serverMessage(error));
    } finally {
      setProgress(null);
    }
  }

  async function remove(note: Note) {
    const confirmed = await confirmDialog({
      title: `Delete “${note.title}”?`,
      text: 'The note and its file are removed for every student.',
      confirmButtonText: 'Delete',
    });
    if (!confirmed) return;
    try {
      await deleteNote(note._id);
      notes.setData((list) => (list ?? []).filter((item) => item._id !== note._id));
      if (editing?._id === note._id) reset();
      void showToast('Your note has been deleted.');
    } catch (error) {
      void fail('Something went wrong while deleting.', serverMessage(error));
    }
  }

  return (
    <div className="admin-split">
      <form ref={formRef} className="admin-form shell-card" onSubmit={submit} aria-labelledby="note-form-title" noValidate>
        <h2 id="note-form-title" className="shell-card-title">
          {editing ? `Edit note: ${editing.title}` : 'Upload a note'}
        </h2>
        <div className="admin-field">
          <label htmlFor="note-title">Title</label>
          <input id="note-title" value={form.title} onChange={set('title')} {...described('note-title', undefined, errors.title)} />
          <FieldMessages id="note-title" error={errors.title} />
        </div>
        <div className="admin-field">
          <label htmlFor="note-description">Description</label>
          <textarea
            id="note-description"
            rows={3}
            value={form.description}
            onChange={set('description')}
            {...described('note-description', undefined, errors.description)}
          />
          <FieldMessages id="note-description" error={errors.description} />
        </div>
        <div className="admin-form-grid">
          <div className="admin-field">
            <label htmlFor="note-category">Category</label>
            <input
              id="note-category"
              list="note-categories"
              value={form.category}
              onChange={set('category')}
              {...described('note-category', undefined, errors.category)}
            />
            <FieldMessages id="note-category" error={errors.category} />
            <datalist id="note-categories">
              {categories.data?.map((category) => (
                <option key={category._id} value={category.name} />
              ))}
            </datalist>
          </div>
          <div className="admin-field">
            <label htmlFor="note-difficulty">Difficulty</label>
            <select id="note-difficulty" value={form.difficulty} onChange={set('difficulty')}>
              {DIFFICULTIES.map((level) => (
                <option key={level}>{level}</option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="note-pages">Pages</label>
            <input
              id="note-pages"
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={form.pages}
              onChange={set('pages')}
              {...described('note-pages', undefined, errors.pages)}
            />
            <FieldMessages id="note-pages" error={errors.pages} />
          </div>
        </div>
        <div className="admin-field">
          <label htmlFor="note-tags">Tags</label>
          <input id="note-tags" value={form.tags} onChange={set('tags')} {...described('note-tags', TAGS_HINT, errors.tags)} />
          <FieldMessages id="note-tags" hint={TAGS_HINT} error={errors.tags} />
        </div>
        <div className="admin-field">
          <label htmlFor="note-file">File</label>
          <input
            ref={fileRef}
            id="note-file"
            type="file"
            accept={NOTE_FILE_EXTENSIONS.join(',')}
            aria-describedby="note-file-hint note-file-stamp"
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => pickFile(event.target.files?.[0])}
          />
          <p id="note-file-hint" className={fileError ? 'admin-field-error' : 'admin-hint'}>
            {fileError ||
              (editing
                ? `PDF, DOC, DOCX, PPT or PPTX up to 2 MB. Leave empty to keep ${editing.fileName || 'the current file'}.`
                : 'PDF, DOC, DOCX, PPT or PPTX up to 2 MB.')}
          </p>
          <p id="note-file-stamp" className="admin-hint">
            Only PDF notes are stamped with each student’s name and email when they preview or download them. Word and PowerPoint files are
            served as uploaded, without a stamp.
          </p>
        </div>

        {progress !== null && <UploadProgress fraction={progress} label="Uploading" />}

        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={progress !== null}>
            {progress !== null ? 'Uploading...' : editing ? 'Update note' : 'Upload note'}
          </button>
          {editing && (
            <button type="button" className="button button-outline" onClick={reset}>
              Cancel edit
            </button>
          )}
        </div>
      </form>

      <section aria-labelledby="note-list-title">
        <h2 id="note-list-title" className="shell-card-title">
          All notes
        </h2>
        {notes.error != null && <LoadError error={notes.error} fallback="Could not load notes." onRetry={notes.reload} />}
        {notes.loading && !notes.data && <Loading label="Loading notes..." />}
        {notes.data?.length === 0 && <EmptyState>No notes yet.</EmptyState>}
        <ul className="admin-list" aria-label="Notes">
          {notes.data?.map((note) => (
            <li key={note._id} className="admin-list-row" data-editing={note._id === editing?._id || undefined}>
              <div className="admin-course-text">
                <span className="admin-list-title">{note.title}</span>
                <span className="admin-muted">
                  {[
                    note.category,
                    note.difficulty,
                    `${note.pages} page${note.pages === 1 ? '' : 's'}`,
                    note.size ? formatBytes(note.size) : '',
                    note.contentType && !note.contentType.startsWith('application/pdf') ? 'not stamped' : '',
                    `${formatCount(note.downloads)} download${note.downloads === 1 ? '' : 's'}`,
                    formatDate(note.uploadDate),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <RowActions name={note.title} onEdit={() => startEdit(note)} onDelete={() => void remove(note)} />
              <NoteDownloadsDisclosure noteId={note._id} title={note.title} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
