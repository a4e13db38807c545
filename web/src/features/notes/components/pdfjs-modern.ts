// pdf.js as most phones get it: the modern build (see pdf-viewer-loader.ts for who gets the other).
export { getDocument, GlobalWorkerOptions, PDFWorker, RenderingCancelledException } from 'pdfjs-dist';
export { default as workerUrl } from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
