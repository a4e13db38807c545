import type * as PdfViewer from './pdf-viewer';

type PdfViewerModule = typeof PdfViewer;

let loading: Promise<PdfViewerModule> | null = null;
let loaded: PdfViewerModule | null = null;
let failed = false;

/**
 * The PDF viewer and pdf.js (the build this browser can run), fetched once, the first time a
 * subscriber asks for a preview: Preview starts them while the note's file downloads, so all
 * arrive together. A failed fetch (a dropped connection) stays failed, so the viewer can say so,
 * until forgetFailedPdfViewer().
 */
export function loadPdfViewer(): Promise<PdfViewerModule> {
  loading ??= Promise.all([import('./pdf-viewer'), modernPdfJsWorks() ? import('./pdfjs-modern') : import('./pdfjs-legacy')]).then(
    ([module, build]) => {
      loaded = module;
      module.startPdfWorker(build);
      return module;
    },
    (error: unknown) => {
      failed = true;
      throw error;
    },
  );
  return loading;
}

/** After a failed fetch, lets the next loadPdfViewer() fetch anew: Try again, or the next Preview. */
export function forgetFailedPdfViewer(): void {
  if (!failed) return;
  failed = false;
  loading = null;
}

/** Ends pdf.js's worker, if a preview ever started it: the notes library calls this as it closes. */
export function stopPdfWorker(): void {
  loaded?.stopPdfWorker();
}

/**
 * pdf.js 5's modern build calls Map.prototype.getOrInsertComputed (Chrome 145, February 2026)
 * without a polyfill: the newest feature it needs. Phones whose Chrome has not updated that far
 * (Android 8 and 9 stop at Chrome 138) get the legacy build, with polyfills: about 37 KB gzip more.
 */
function modernPdfJsWorks(): boolean {
  return 'getOrInsertComputed' in Map.prototype;
}
