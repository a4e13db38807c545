import type { NoteFileUse } from '../api/notes';
import { ModalDialog } from '../../../components/modal-dialog';
import type { OpenPreview } from './use-note-access';

interface NoteViewerProps {
  preview: OpenPreview | null;
  onClose: () => void;
  onOpen: (note: OpenPreview['note'], use: NoteFileUse) => void;
}

const isPdf = (contentType: string) => contentType.toLowerCase().startsWith('application/pdf');

/**
 * The inline preview. PDFs show in the browser's own viewer; where there is none (Chrome on
 * Android has no inline PDF viewer) and for Word or PowerPoint files, the reader gets Download.
 */
export function NoteViewer({ preview, onClose, onOpen }: NoteViewerProps) {
  const pdf = preview !== null && isPdf(preview.file.contentType);
  const canShowPdf = navigator.pdfViewerEnabled !== false;

  return (
    <ModalDialog open={preview !== null} title={preview?.note.title ?? 'Preview'} onClose={onClose} className="note-viewer">
      {preview &&
        (pdf && canShowPdf ? (
          <iframe className="note-viewer-frame" src={preview.url} title={`Preview of ${preview.note.title}`} />
        ) : (
          <div className="note-viewer-fallback">
            <p>
              {pdf
                ? 'This browser cannot show PDF files inside the page. Open it in a new tab or download it.'
                : 'This file type can only be downloaded.'}
            </p>
            <div className="button-row">
              {pdf && (
                <a className="button button-outline" href={preview.url} target="_blank" rel="noopener noreferrer">
                  Open PDF
                </a>
              )}
              <button className="button button-primary" type="button" onClick={() => onOpen(preview.note, 'download')}>
                Download
              </button>
            </div>
          </div>
        ))}
    </ModalDialog>
  );
}
