import { describe, expect, it } from 'vitest';
import { makeNotePdf, makePng } from '../../../tools/seed/files.js';
import { detectDocument, detectImage } from './file-types.js';

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The smallest bytes each format starts with, plus some body so nothing passes on length alone. */
const samples = {
  png: makePng(4, 4, () => [10, 120, 200]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 1)]),
  doc: Buffer.concat([OLE, Buffer.alloc(512, 0)]),
  docx: Buffer.concat([ZIP, Buffer.alloc(26), Buffer.from('[Content_Types].xml word/document.xml')]),
  pptx: Buffer.concat([ZIP, Buffer.alloc(26), Buffer.from('[Content_Types].xml ppt/presentation.xml')]),
  text: Buffer.from('These are my chemistry notes, typed in a plain text editor.\n'),
};

let pdf: Buffer;
const notePdf = async () => (pdf ??= await makeNotePdf({ title: 'Polymers', subtitle: 'Class 12', pages: 1, sections: [] }));

describe('detectImage', () => {
  it.each([
    ['png', samples.png, 'image/png'],
    ['jpg', samples.jpeg, 'image/jpeg'],
    ['webp', samples.webp, 'image/webp'],
    ['gif', samples.gif, 'image/gif'],
  ] as const)('recognises a %s by its bytes', (extension, data, mimeType) => {
    expect(detectImage(data)).toEqual({ kind: 'image', extension, mimeType });
  });

  it('refuses a PDF, a text file and an empty file', async () => {
    expect(detectImage(await notePdf())).toBeUndefined();
    expect(detectImage(samples.text)).toBeUndefined();
    expect(detectImage(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('detectDocument', () => {
  it('accepts a real PDF named .pdf, whatever the case of the extension', async () => {
    expect(detectDocument(await notePdf(), 'polymers.pdf')).toEqual({ kind: 'document', extension: 'pdf', mimeType: 'application/pdf' });
    expect(detectDocument(await notePdf(), 'POLYMERS.PDF')?.extension).toBe('pdf');
  });

  it.each([
    ['notes.doc', samples.doc, 'doc', 'application/msword'],
    ['notes.ppt', samples.doc, 'ppt', 'application/vnd.ms-powerpoint'],
    ['notes.docx', samples.docx, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['notes.pptx', samples.pptx, 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ] as const)('accepts %s when its content matches', (name, data, extension, mimeType) => {
    expect(detectDocument(data, name)).toEqual({ kind: 'document', extension, mimeType });
  });

  it('refuses a PDF renamed .docx', async () => {
    expect(detectDocument(await notePdf(), 'polymers.docx')).toBeUndefined();
  });

  it('refuses a text file renamed .pdf', () => {
    expect(detectDocument(samples.text, 'polymers.pdf')).toBeUndefined();
  });

  it('refuses a Word file renamed .pptx and an old .doc renamed .docx', () => {
    expect(detectDocument(samples.docx, 'slides.pptx')).toBeUndefined();
    expect(detectDocument(samples.doc, 'notes.docx')).toBeUndefined();
  });

  it('refuses real content under an extension that is not allowed, or none', async () => {
    expect(detectDocument(await notePdf(), 'polymers.txt')).toBeUndefined();
    expect(detectDocument(await notePdf(), 'polymers')).toBeUndefined();
    expect(detectDocument(samples.png, 'diagram.png')).toBeUndefined();
  });
});
