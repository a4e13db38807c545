import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail, warn } from './notify';
import { listCategories } from '../api/categories';
import { errorText } from '../../../lib/error-text';
import { DIFFICULTY_LEVELS, UPLOADS, newNoteSchema, noteChangesSchema } from '@chem/contract';
import { focusFirstInvalid } from '../../../lib/use-validated-form';
import { schemaMessages } from './field-messages';
import { AdminField } from '../../../components/form/admin-field';
import { deleteNote, listNotes, NOTE_FILE_EXTENSIONS, saveNote, type Note } from '../api/notes';
import { formatShortDate } from '../../../lib/format';
import { FormActions } from '../../../components/form/form-actions';
import { translate, useT } from '../../../i18n/catalog';
import { formatBytes, formatCount } from './format';
import { adminContentCatalog, difficultyLabel, type AdminContentId } from './i18n';
import { NoteDownloadsDisclosure } from './note-downloads';
import { EmptyState, LoadError, Loading, RowActions } from '../../../components/admin-ui';
import { HindiVersion } from './hindi-version';
import { UploadProgress } from './upload-progress';
import { useLoad } from '../../../lib/use-load';

interface NoteForm {
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  category: string;
  tags: string;
  difficulty: string;
  pages: string;
}

/** The upload date as the list shows it; '' for a missing or bad value. */
function shortDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? formatShortDate(date) : '';
}

const EMPTY_FORM: NoteForm = {
  title: '',
  titleHi: '',
  description: '',
  descriptionHi: '',
  category: '',
  tags: '',
  difficulty: 'Beginner',
  pages: '1',
};

const formFrom = (note: Note): NoteForm => ({
  title: note.title,
  titleHi: note.titleHi ?? '',
  description: note.description,
  descriptionHi: note.descriptionHi ?? '',
  category: note.category ?? '',
  tags: (note.tags ?? []).join(', '),
  difficulty: note.difficulty || 'Beginner',
  pages: String(note.pages ?? 1),
});

/** The note file's type and size are checked before anything is uploaded. */
function fileProblem(file: File): AdminContentId | undefined {
  const name = file.name.toLowerCase();
  if (!NOTE_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'adminContent.notes.fileWrongType';
  if (file.size > UPLOADS.noteFile.maxBytes) return 'adminContent.notes.fileTooLarge';
  return undefined;
}

/** Upload Note: the note form (add, or edit a listed note) with upload progress, and the notes list. */
export default function NotesSection() {
  const t = useT(adminContentCatalog);
  const tagsHint = t('adminContent.notes.tagsHint');
  const hindiHint = t('adminContent.common.hindiHint');
  const notes = useLoad('notes', listNotes);
  const categories = useLoad('categories', listCategories);
  const [form, setForm] = useState<NoteForm>(EMPTY_FORM);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [editing, setEditing] = useState<Note | null>(null);
  const [showHindi, setShowHindi] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const set = (key: keyof NoteForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  function reset() {
    setEditing(null);
    setShowHindi(false);
    setForm(EMPTY_FORM);
    setFile(null);
    setFileError('');
    setErrors({});
    if (fileRef.current) fileRef.current.value = '';
  }

  function startEdit(note: Note) {
    reset();
    setEditing(note);
    setShowHindi(Boolean(note.titleHi || note.descriptionHi));
    setForm(formFrom(note));
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }

  function pickFile(picked: File | undefined) {
    const problem = picked && fileProblem(picked);
    const message = problem ? t(problem) : '';
    setFileError(message);
    setFile(picked && !problem ? picked : null);
    if (message) void warn(message);
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
      setFileError(t('adminContent.notes.selectFile'));
      return void fileRef.current?.focus();
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.append(key, value.trim());
    if (file) body.append('file', file);

    setProgress(0);
    try {
      const saved = await saveNote(editing?._id ?? null, body, setProgress);
      notes.update((list) => (editing ? (list ?? []).map((note) => (note._id === saved._id ? saved : note)) : [saved, ...(list ?? [])]));
      void showToast(translate(adminContentCatalog, editing ? 'adminContent.notes.updated' : 'adminContent.notes.added'));
      reset();
    } catch (error) {
      void fail(translate(adminContentCatalog, 'adminContent.common.uploadFailed'), errorText(error, undefined));
    } finally {
      setProgress(null);
    }
  }

  async function remove(note: Note) {
    const confirmed = await confirmDialog({
      title: t('adminContent.notes.deleteTitle', { title: note.title }),
      text: t('adminContent.notes.deleteText'),
      confirmButtonText: t('adminContent.common.delete'),
    });
    if (!confirmed) return;
    try {
      await deleteNote(note._id);
      notes.update((list) => (list ?? []).filter((item) => item._id !== note._id));
      if (editing?._id === note._id) reset();
      void showToast(translate(adminContentCatalog, 'adminContent.notes.deleted'));
    } catch (error) {
      void fail(translate(adminContentCatalog, 'adminContent.notes.deleteFailed'), errorText(error, undefined));
    }
  }

  return (
    <div className="admin-split">
      <form ref={formRef} className="admin-form shell-card" onSubmit={submit} aria-labelledby="note-form-title" noValidate>
        <h2 id="note-form-title" className="shell-card-title">
          {editing ? t('adminContent.notes.editHeading', { title: editing.title }) : t('adminContent.notes.newHeading')}
        </h2>
        <AdminField id="note-title" label={t('adminContent.common.title')} error={errors.title}>
          {(control) => <input {...control} value={form.title} onChange={set('title')} />}
        </AdminField>
        <AdminField id="note-description" label={t('adminContent.common.description')} error={errors.description}>
          {(control) => <textarea {...control} rows={3} value={form.description} onChange={set('description')} />}
        </AdminField>
        <HindiVersion open={showHindi} onOpen={() => setShowHindi(true)} firstFieldId="note-title-hi">
          <AdminField id="note-title-hi" label={t('adminContent.notes.titleHi')} error={errors.titleHi}>
            {(control) => <input {...control} lang="hi" value={form.titleHi} onChange={set('titleHi')} />}
          </AdminField>
          <AdminField id="note-description-hi" label={t('adminContent.notes.descriptionHi')} hint={hindiHint} error={errors.descriptionHi}>
            {(control) => <textarea {...control} lang="hi" rows={3} value={form.descriptionHi} onChange={set('descriptionHi')} />}
          </AdminField>
        </HindiVersion>
        <div className="admin-form-grid">
          <AdminField id="note-category" label={t('adminContent.common.category')} error={errors.category}>
            {(control) => (
              <>
                <input {...control} list="note-categories" value={form.category} onChange={set('category')} />
                <datalist id="note-categories">
                  {categories.data?.map((category) => (
                    <option key={category._id} value={category.name} />
                  ))}
                </datalist>
              </>
            )}
          </AdminField>
          <AdminField id="note-difficulty" label={t('adminContent.common.difficulty')}>
            {(control) => (
              <select {...control} value={form.difficulty} onChange={set('difficulty')}>
                {DIFFICULTY_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`adminContent.difficulty.${level}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField id="note-pages" label={t('adminContent.notes.pages')} error={errors.pages}>
            {(control) => (
              <input {...control} type="number" inputMode="numeric" min="1" step="1" value={form.pages} onChange={set('pages')} />
            )}
          </AdminField>
        </div>
        <AdminField id="note-tags" label={t('adminContent.notes.tags')} hint={tagsHint} error={errors.tags}>
          {(control) => <input {...control} value={form.tags} onChange={set('tags')} />}
        </AdminField>
        <AdminField id="note-file" label={t('adminContent.notes.file')}>
          {(control) => (
            <>
              <input
                {...control}
                ref={fileRef}
                type="file"
                accept={NOTE_FILE_EXTENSIONS.join(',')}
                aria-describedby="note-file-hint note-file-stamp"
                aria-invalid={fileError ? true : undefined}
                onChange={(event) => pickFile(event.target.files?.[0])}
              />
              {/* The hint turns into the message when the file is refused; the stamp's note stays. */}
              <p id="note-file-hint" className={fileError ? 'admin-field-error' : 'admin-hint'}>
                {fileError ||
                  (editing
                    ? t('adminContent.notes.fileHintEdit', { file: editing.fileName || t('adminContent.notes.currentFile') })
                    : t('adminContent.notes.fileHintNew'))}
              </p>
              <p id="note-file-stamp" className="admin-hint">
                {t('adminContent.notes.stampHint')}
              </p>
            </>
          )}
        </AdminField>

        {progress !== null && <UploadProgress fraction={progress} label={t('adminContent.common.uploadingLabel')} />}

        <FormActions
          busy={progress !== null}
          submitLabel={editing ? t('adminContent.notes.update') : t('adminContent.notes.upload')}
          busyLabel={t('adminContent.common.uploading')}
          onCancel={editing ? reset : undefined}
          cancelLabel={t('adminContent.common.cancelEdit')}
        />
      </form>

      <section aria-labelledby="note-list-title">
        <h2 id="note-list-title" className="shell-card-title">
          {t('adminContent.notes.allNotes')}
        </h2>
        {notes.error != null && <LoadError error={notes.error} fallback={t('adminContent.notes.loadFailed')} onRetry={notes.reload} />}
        {notes.status === 'loading' && !notes.data && <Loading label={t('adminContent.notes.loading')} />}
        {notes.data?.length === 0 && <EmptyState>{t('adminContent.notes.empty')}</EmptyState>}
        <ul className="admin-list" aria-label={t('adminContent.notes.listLabel')}>
          {notes.data?.map((note) => (
            <li key={note._id} className="admin-list-row" data-editing={note._id === editing?._id || undefined}>
              <div className="admin-course-text">
                <span className="admin-list-title">{note.title}</span>
                <span className="admin-muted">
                  {[
                    note.category,
                    note.difficulty && difficultyLabel(t, note.difficulty),
                    t('adminContent.notes.pageCount', { count: note.pages, shown: formatCount(note.pages) }),
                    note.size ? formatBytes(note.size) : '',
                    note.contentType && !note.contentType.startsWith('application/pdf') ? t('adminContent.notes.notStamped') : '',
                    t('adminContent.notes.downloadCount', { count: note.downloads, shown: formatCount(note.downloads) }),
                    shortDate(note.uploadDate),
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
