/**
 * What a file really is, read from its first bytes rather than trusted from its name or the
 * browser's Content-Type: a renamed executable must not pass as a photo or a note.
 */
export type ImageType = { kind: 'image'; extension: 'png' | 'jpg' | 'webp' | 'gif'; mimeType: string };
export type DocumentType = { kind: 'document'; extension: 'pdf' | 'doc' | 'docx' | 'ppt' | 'pptx'; mimeType: string };

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, index) => data[offset + index] === byte);

export function detectImage(data: Buffer): ImageType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', extension: 'png', mimeType: 'image/png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { kind: 'image', extension: 'jpg', mimeType: 'image/jpeg' };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { kind: 'image', extension: 'webp', mimeType: 'image/webp' };
  }
  if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a') {
    return { kind: 'image', extension: 'gif', mimeType: 'image/gif' };
  }
  return undefined;
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const DOCUMENT_MIME: Record<DocumentType['extension'], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * A note file: its extension must be one of the allowed five and its content must match it.
 * Office files are containers (OLE for .doc/.ppt, zip for .docx/.pptx), so the container is
 * checked, and for the zip formats also the part that names the document kind.
 */
export function detectDocument(data: Buffer, fileName: string): DocumentType | undefined {
  const extension = fileName.toLowerCase().split('.').pop();
  const type = (ext: DocumentType['extension']): DocumentType => ({ kind: 'document', extension: ext, mimeType: DOCUMENT_MIME[ext] });
  switch (extension) {
    case 'pdf':
      return data.subarray(0, 1024).includes('%PDF-') ? type('pdf') : undefined;
    case 'doc':
    case 'ppt':
      return startsWith(data, OLE_SIGNATURE) ? type(extension) : undefined;
    case 'docx':
      return startsWith(data, ZIP_SIGNATURE) && data.includes('word/') ? type('docx') : undefined;
    case 'pptx':
      return startsWith(data, ZIP_SIGNATURE) && data.includes('ppt/') ? type('pptx') : undefined;
    default:
      return undefined;
  }
}
