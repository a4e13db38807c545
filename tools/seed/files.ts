/**
 * The seed's generated files, in one import: PDF notes (note-pdf.ts), the PNG encoder (png.ts) and
 * the artwork painted with it (artwork.ts). Tests and scripts that make files import them from here.
 */
export * from './note-pdf.js';
export * from './png.js';
export * from './artwork.js';
