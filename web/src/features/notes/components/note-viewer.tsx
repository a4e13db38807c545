import { Component, Suspense, use, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import './note-viewer.css';
import { isPdfType } from '../api/notes';
import { DownloadOnly } from './download-only';
import { forgetFailedPdfViewer, loadPdfViewer } from './pdf-viewer-loader';
import type { OpenPreview } from './use-note-access';
import { translate, useT } from '../../../i18n/catalog';
import { useLocale } from '../../../i18n/locale';
import { localizedText } from '../../../lib/localized-content';
import { notesCatalog } from '../i18n';

interface NoteViewerProps {
  preview: OpenPreview | null;
  onClose: () => void;
  onDownload: (note: OpenPreview['note']) => void;
}

/**
 * The preview modal. A PDF is shown in the page by our own viewer (pdf.js, loaded with the first
 * preview); Word and PowerPoint files cannot be shown in a phone's browser, so the reader is
 * offered Download.
 */
export function NoteViewer({ preview, onClose, onDownload }: NoteViewerProps) {
  const file = preview?.file;
  const download = () => preview && onDownload(preview.note);
  const t = useT(notesCatalog);
  const locale = useLocale();
  const title = preview ? localizedText(locale, preview.note.title, preview.note.titleHi) : null;

  return (
    <ModalDialog open={preview !== null} title={title ?? t('notes.viewer.preview')} onClose={onClose} className="note-viewer">
      {preview &&
        (file && isPdfType(file.contentType) ? (
          <ViewerErrorBoundary onDownload={download}>
            <Suspense
              fallback={
                <p className="pdf-viewer-status" role="status">
                  {t('notes.viewer.loadingViewer')}
                </p>
              }
            >
              <LoadedPdfViewer key={preview.note._id} file={file.blob} title={title ?? preview.note.title} onDownload={download} />
            </Suspense>
          </ViewerErrorBoundary>
        ) : (
          <DownloadOnly onDownload={download}>{t('notes.viewer.downloadOnly')}</DownloadOnly>
        ))}
    </ModalDialog>
  );
}

function LoadedPdfViewer(props: { file: Blob; title: string; onDownload: () => void }) {
  const { PdfViewer } = use(loadPdfViewer());
  return <PdfViewer {...props} />;
}

/** The viewer's code could not be fetched (a dropped connection): say so, offer a retry and Download. */
class ViewerErrorBoundary extends Component<{ children: ReactNode; onDownload: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Could not load the PDF viewer', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <DownloadOnly
        onDownload={this.props.onDownload}
        onRetry={() => {
          forgetFailedPdfViewer();
          this.setState({ failed: false });
        }}
      >
        {translate(notesCatalog, 'notes.viewer.viewerFailed')}
      </DownloadOnly>
    );
  }
}
