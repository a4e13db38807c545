// What other features may use of the notes: the course player opens a note lesson with the notes'
// own preview (pdf.js loaded on first use) and download name.
export { NoteViewer } from './components/note-viewer';
export { forgetFailedPdfViewer, loadPdfViewer } from './components/pdf-viewer-loader';
export { fallbackFileName, type OpenPreview } from './components/use-note-access';
