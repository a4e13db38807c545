// pdf.js with polyfills, for browsers older than its modern build needs (see pdf-viewer-loader.ts).
export { getDocument, GlobalWorkerOptions, PDFWorker, RenderingCancelledException } from 'pdfjs-dist/legacy/build/pdf.mjs';
export { default as workerUrl } from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
