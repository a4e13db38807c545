import type * as PdfViewer from './pdf-viewer';

type PdfViewerModule = typeof PdfViewer;

let loading: Promise<PdfViewerModule> | null = null;
let loaded: PdfViewerModule | null = null;

/**
 * The PDF viewer's chunk (pdf.js included), fetched once, the first time a subscriber asks for a
 * preview: Preview starts it while the note's file downloads, so both arrive together. A failed
 * fetch (a dropped connection) is forgotten, so trying again fetches anew.
 */
export function loadPdfViewer(): Promise<PdfViewerModule> {
  loading ??= import('./pdf-viewer').then(
    (module) => {
      loaded = module;
      module.startPdfWorker();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Ends pdf.js's worker, if a preview ever started it: the notes library calls this as it closes. */
export function stopPdfWorker(): void {
  loaded?.stopPdfWorker();
}
