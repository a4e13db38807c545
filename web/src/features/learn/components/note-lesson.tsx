import { useState } from 'react';
import type { Note, NoteFileUse } from '@chem/contract';
import { errorText } from '../../../lib/error-text';
// The notes library's own viewer and download, so a note opens in a lesson exactly as in /notes.
import { saveFile } from '../../../lib/api-transfer';
import { NoteViewer, fallbackFileName, forgetFailedPdfViewer, loadPdfViewer, type OpenPreview } from '../../notes';
import { fetchLessonNote } from '../api/learn';
import { useT } from '../../../i18n/catalog';
import { learnCatalog } from '../i18n';
import { Icon, icons } from '../../../components/icons';

interface NoteLessonProps {
  courseId: string;
  lessonId: string;
  note: Note | null;
}

const isPdf = (contentType: string) => contentType.toLowerCase().startsWith('application/pdf');

/** The note's card with Preview and Download: the file is stamped for the student, as in the notes library. */
export function NoteLesson({ courseId, lessonId, note }: NoteLessonProps) {
  const [pending, setPending] = useState<NoteFileUse | null>(null);
  const [problem, setProblem] = useState('');
  const [preview, setPreview] = useState<OpenPreview | null>(null);
  const t = useT(learnCatalog);

  if (!note) return <p className="player-muted">{t('learn.noteMissing')}</p>;

  async function open(use: NoteFileUse) {
    if (!note || pending) return;
    setProblem('');
    if (use === 'preview' && note.contentType && !isPdf(note.contentType)) {
      setPreview({ note, file: null });
      return;
    }
    setPending(use);
    if (use === 'preview') {
      // pdf.js downloads while the file does.
      forgetFailedPdfViewer();
      loadPdfViewer().catch(() => {});
    }
    try {
      const file = await fetchLessonNote(courseId, lessonId, use);
      if (use === 'download') saveFile(file, fallbackFileName(note, file));
      else setPreview({ note, file });
    } catch (error) {
      setProblem(errorText(error, t('learn.couldNotLoadLesson')));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="player-note">
      <span className="player-note-icon">
        <Icon path={icons.document} size={28} />
      </span>
      <div className="player-note-text">
        <p className="player-note-title">{note.title}</p>
        {note.description && <p className="player-muted">{note.description}</p>}
        <p className="player-muted">
          {[note.pages ? t('learn.notePages', { pages: note.pages }) : '', t('learn.noteStamped')].filter(Boolean).join(' · ')}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button-primary button-small"
            disabled={pending !== null}
            onClick={() => void open('preview')}
          >
            {pending === 'preview' ? t('learn.opening') : t('learn.preview')}
          </button>
          <button
            type="button"
            className="button button-outline button-small"
            disabled={pending !== null}
            onClick={() => void open('download')}
          >
            {pending === 'download' ? t('learn.downloading') : t('learn.download')}
          </button>
        </div>
        {problem && (
          <p className="player-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      <NoteViewer preview={preview} onClose={() => setPreview(null)} onDownload={() => void open('download')} />
    </div>
  );
}
