/**
 * The in-page PDF viewer of a note's preview. This module and pdf.js are lazy chunks, loaded
 * through pdf-viewer-loader.ts when a subscriber asks for a preview, never with /notes itself.
 * It draws one page at a time onto a <canvas> (not pdf.js's own viewer app), fitted to the
 * width of the screen, which keeps memory and work low on a cheap phone.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PDFDocumentProxy, PDFPageProxy, PDFWorker, RenderTask } from 'pdfjs-dist';
import { DownloadOnly } from './download-only';
import { useT } from '../../../i18n/catalog';
import { notesCatalog } from '../i18n';
import type * as PdfJsBuild from './pdfjs-modern';

/** pdf.js itself, in the build pdf-viewer-loader.ts chose for this browser. */
export type PdfJs = typeof PdfJsBuild;
let pdfjs: PdfJs | null = null;

/** Zoom steps as multiples of "fit to width"; 1 is the starting size. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT = ZOOMS.indexOf(1);
/** Caps a page's canvas at about 20 MB of pixels, whatever the zoom and screen density. */
const MAX_CANVAS_PIXELS = 5_000_000;

let sharedWorker: PDFWorker | null = null;

/**
 * pdf.js parses in a Web Worker. One worker serves every preview on the page, started as soon as
 * pdf.js arrives (while the file may still be downloading) and stopped when the notes library
 * closes; each document is destroyed when its preview closes.
 */
export function startPdfWorker(build: PdfJs): PDFWorker {
  pdfjs = build;
  build.GlobalWorkerOptions.workerSrc = build.workerUrl;
  if (!sharedWorker || sharedWorker.destroyed) sharedWorker = new build.PDFWorker();
  return sharedWorker;
}

/** The loaded pdf.js and its worker, started again if the library closed since. */
function loadedPdfJs(): { build: PdfJs; worker: PDFWorker } {
  if (!pdfjs) throw new Error('pdf.js is not loaded: pdf-viewer-loader.ts starts it before any viewer renders.');
  return { build: pdfjs, worker: startPdfWorker(pdfjs) };
}

export function stopPdfWorker(): void {
  sharedWorker?.destroy();
  sharedWorker = null;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pdf: PDFDocumentProxy };

interface PdfViewerProps {
  /** The (stamped) PDF the preview request answered. */
  file: Blob;
  title: string;
  onDownload: () => void;
}

export function PdfViewer({ file, title, onDownload }: PdfViewerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(FIT);
  const [width, setWidth] = useState(0);
  // The page on the canvas now: it lags pageNumber while the next page renders.
  const [shown, setShown] = useState<{ page: number; text: string } | null>(null);
  const [renderFailed, setRenderFailed] = useState(false);
  const areaRef = useRef<HTMLElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const drawnPage = useRef<PDFPageProxy | null>(null);
  const keysHintId = useId();
  const t = useT(notesCatalog);

  const pageCount = loaded.status === 'ready' ? loaded.pdf.numPages : 0;
  const zoom = ZOOMS[zoomIndex] ?? 1;

  // Open the document; closing the preview destroys it (and everything pdf.js holds for it).
  useEffect(() => {
    let closed = false;
    let destroy: (() => Promise<void>) | null = null;
    file
      .arrayBuffer()
      .then((buffer) => {
        if (closed) return null;
        const { build, worker } = loadedPdfJs();
        const task = build.getDocument({ data: new Uint8Array(buffer), worker, isEvalSupported: false });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then((pdf) => {
        if (!closed && pdf) setLoaded({ status: 'ready', pdf });
      })
      .catch((error: unknown) => {
        if (closed) return;
        console.error('Could not open the note for preview', error);
        setLoaded({ status: 'failed' });
      });
    return () => {
      closed = true;
      void destroy?.();
    };
  }, [file]);

  // Fit to width: follow the page area's width (rotation, a resized window).
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  // Keyboard users land on the page itself, where the arrow keys work.
  useEffect(() => {
    if (loaded.status === 'ready') areaRef.current?.focus({ preventScroll: true });
  }, [loaded.status]);

  // Render only the current page, into a fresh canvas that replaces the old one when it is done,
  // so the reader never sees a blank page; a page change cancels a render still under way.
  useEffect(() => {
    if (loaded.status !== 'ready' || width === 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    const canvas = document.createElement('canvas');
    loaded.pdf
      .getPage(pageNumber)
      .then(async (page) => {
        if (cancelled) return;
        const scale = (width * zoom) / page.getViewport({ scale: 1 }).width;
        const cssViewport = page.getViewport({ scale });
        const density = Math.min(window.devicePixelRatio || 1, 2, Math.sqrt(MAX_CANVAS_PIXELS / (cssViewport.width * cssViewport.height)));
        const viewport = page.getViewport({ scale: scale * density });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(cssViewport.width)}px`;
        canvas.style.height = `${Math.floor(cssViewport.height)}px`;
        task = page.render({ canvas, viewport });
        const [, content] = await Promise.all([task.promise, page.getTextContent()]);
        if (cancelled) return;
        const host = canvasHostRef.current;
        const previous = host?.querySelector('canvas');
        host?.replaceChildren(canvas);
        // Frees the old bitmap now rather than at the next garbage collection.
        if (previous) previous.width = previous.height = 0;
        const before = drawnPage.current;
        drawnPage.current = page;
        if (before && before.pageNumber !== page.pageNumber) {
          // A page left behind gives back what pdf.js kept for drawing it; the new one starts at its top.
          before.cleanup();
          areaRef.current?.scrollTo({ top: 0 });
        }
        const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
        setShown({ page: pageNumber, text: text.trim() });
        setRenderFailed(false);
      })
      .catch((error: unknown) => {
        if (cancelled || (pdfjs && error instanceof pdfjs.RenderingCancelledException)) return;
        console.error('Could not draw the page', error);
        setRenderFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [loaded, pageNumber, zoom, width]);

  const goTo = (page: number) => setPageNumber(Math.min(Math.max(page, 1), pageCount || 1));
  const zoomTo = (index: number) => setZoomIndex(Math.min(Math.max(index, 0), ZOOMS.length - 1));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || loaded.status !== 'ready') return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => goTo(pageNumber - 1),
      PageUp: () => goTo(pageNumber - 1),
      ArrowRight: () => goTo(pageNumber + 1),
      PageDown: () => goTo(pageNumber + 1),
      Home: () => goTo(1),
      End: () => goTo(pageCount),
      '+': () => zoomTo(zoomIndex + 1),
      '=': () => zoomTo(zoomIndex + 1),
      '-': () => zoomTo(zoomIndex - 1),
      '0': () => zoomTo(FIT),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  if (loaded.status === 'failed' || renderFailed) {
    return <DownloadOnly onDownload={onDownload}>{t('notes.viewer.cannotShow')}</DownloadOnly>;
  }

  const busy = loaded.status !== 'ready' || shown?.page !== pageNumber;
  const atFirst = pageNumber <= 1;
  const atLast = pageNumber >= pageCount;
  // aria-disabled rather than disabled: the button keeps focus when it reaches the first or last page.
  const step = (enabled: boolean, action: () => void) => ({ 'aria-disabled': !enabled, onClick: () => enabled && action() });

  return (
    <div className="pdf-viewer" onKeyDown={onKeyDown}>
      <div className="pdf-viewer-toolbar" role="toolbar" aria-label={t('notes.viewer.toolbar')} aria-describedby={keysHintId}>
        <div className="pdf-viewer-group">
          <button
            className="pdf-viewer-button"
            type="button"
            aria-label={t('notes.viewer.previousPage')}
            {...step(!atFirst && !!pageCount, () => goTo(pageNumber - 1))}
          >
            <Chevron direction="left" />
          </button>
          <p className="pdf-viewer-page-count" aria-live="polite">
            {pageCount ? t('notes.viewer.pageOf', { page: pageNumber, count: pageCount }) : t('notes.viewer.opening')}
          </p>
          <button
            className="pdf-viewer-button"
            type="button"
            aria-label={t('notes.viewer.nextPage')}
            {...step(!atLast, () => goTo(pageNumber + 1))}
          >
            <Chevron direction="right" />
          </button>
        </div>
        <div className="pdf-viewer-group">
          <button
            className="pdf-viewer-button"
            type="button"
            aria-label={t('notes.viewer.zoomOut')}
            {...step(zoomIndex > 0, () => zoomTo(zoomIndex - 1))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            className="pdf-viewer-button pdf-viewer-fit"
            type="button"
            aria-label={t('notes.viewer.fit', { percent: Math.round(zoom * 100) })}
            {...step(zoomIndex !== FIT, () => zoomTo(FIT))}
          >
            {Math.round(zoom * 100)}%
          </button>
          <button
            className="pdf-viewer-button"
            type="button"
            aria-label={t('notes.viewer.zoomIn')}
            {...step(zoomIndex < ZOOMS.length - 1, () => zoomTo(zoomIndex + 1))}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button className="button button-primary button-small pdf-viewer-download" type="button" onClick={onDownload}>
            {t('notes.viewer.download')}
          </button>
        </div>
      </div>
      <p id={keysHintId} className="visually-hidden">
        {t('notes.viewer.keysHint')}
      </p>

      <section
        ref={areaRef}
        className="pdf-viewer-area"
        tabIndex={0}
        aria-label={shown ? t('notes.viewer.pageOf', { page: shown.page, count: pageCount }) : t('notes.viewer.titleLoading', { title })}
        aria-busy={busy}
      >
        <div ref={canvasHostRef} className="pdf-viewer-canvas" aria-hidden="true" />
        {busy && (
          <p className="pdf-viewer-status" role="status">
            {loaded.status === 'ready' ? t('notes.viewer.loadingPage', { page: pageNumber }) : t('notes.viewer.openingNote')}
          </p>
        )}
        {shown?.text && <p className="visually-hidden">{shown.text}</p>}
      </section>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={direction === 'left' ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z' : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'}
      />
    </svg>
  );
}
