import Busboy from 'busboy';
import type { Request } from 'express';
import { badRequest, payloadTooLarge } from './errors.js';

export interface FileRule {
  /** Largest accepted size in bytes; larger uploads are stopped while streaming. */
  maxBytes: number;
  /** The 413 message when the file is larger. */
  tooLargeMessage: string;
  /**
   * How many files the field may carry (a form's `photos`, several under one name); 1 when left
   * out. More are refused with 400 and `tooManyMessage`.
   */
  maxCount?: number;
  tooManyMessage?: string;
}

export interface UploadedFile {
  field: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  /** The (first) file of each field. */
  files: Partial<Record<string, UploadedFile>>;
  /** Every file of each field, in the order sent (fields that allow several: `FileRule.maxCount`). */
  fileLists: Record<string, UploadedFile[]>;
}

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 20_000;

/** Cloud Functions (and its emulator) read the body before Express sees it and leave it here. */
interface PreReadRequest extends Request {
  rawBody?: Buffer;
}

/**
 * Reads a multipart/form-data request with busboy. Only the file fields named in `rules` are
 * accepted, each with its own size limit checked while the bytes stream in, so an oversized file
 * is refused without being buffered whole. Works with the pre-read `rawBody` of Cloud Functions
 * and with a plain Node request stream (tests, local servers).
 */
export function parseMultipart(
  req: Request,
  rules: Record<string, FileRule>,
  /** Text fields allowed to be longer than the usual 20,000 bytes, with their own limit and 413 message. */
  longFields: Record<string, { maxBytes: number; tooLargeMessage: string }> = {},
): Promise<MultipartBody> {
  const contentType = req.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(badRequest('Expected a multipart/form-data request.'));
  }
  const largest = Math.max(0, ...Object.values(rules).map((rule) => rule.maxBytes));
  // One more file than the rules allow in all, so a field's own limit answers before busboy's.
  const fileCount = Object.values(rules).reduce((total, rule) => total + (rule.maxCount ?? 1), 0) + 1;
  const longestField = Math.max(MAX_FIELD_BYTES, ...Object.values(longFields).map((rule) => rule.maxBytes));

  return new Promise<MultipartBody>((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        // One byte over the largest rule lets us tell "exactly at the limit" from "over it".
        limits: { fileSize: largest + 1, files: fileCount, fields: MAX_FIELDS, fieldSize: longestField + 1 },
      });
    } catch {
      reject(badRequest('Malformed multipart request.'));
      return;
    }

    // No prototype: a field named `__proto__` or `constructor` is a plain key, never an inherited member.
    const fields = Object.create(null) as Record<string, string>;
    const files = Object.create(null) as Partial<Record<string, UploadedFile>>;
    const fileLists = Object.create(null) as Record<string, UploadedFile[]>;
    const received = new Map<string, number>();
    let failure: Error | undefined;
    const fail = (error: Error) => {
      failure ??= error;
    };

    busboy.on('field', (name, value, info) => {
      const long = Object.hasOwn(longFields, name) ? longFields[name] : undefined;
      if (info.valueTruncated || Buffer.byteLength(value) > (long?.maxBytes ?? MAX_FIELD_BYTES)) {
        fail(payloadTooLarge(long?.tooLargeMessage ?? `Field ${name} is too long.`));
      }
      fields[name] = value;
    });

    busboy.on('file', (field, stream, info) => {
      // Own keys only: `rules.__proto__` or `rules.constructor` exist on every object.
      const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
      if (!rule) {
        fail(badRequest(`Unexpected file field ${field}.`));
        stream.resume();
        return;
      }
      const count = (received.get(field) ?? 0) + 1;
      received.set(field, count);
      if (count > (rule.maxCount ?? 1)) {
        fail(badRequest(rule.tooManyMessage ?? 'Too many files.'));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > rule.maxBytes) {
          fail(payloadTooLarge(rule.tooLargeMessage));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('end', () => {
        if (size > rule.maxBytes || size === 0) return;
        const file = { field, fileName: info.filename ?? field, mimeType: info.mimeType, data: Buffer.concat(chunks) };
        files[field] ??= file;
        (fileLists[field] ??= []).push(file);
      });
    });

    busboy.on('filesLimit', () => fail(badRequest('Too many files.')));
    busboy.on('fieldsLimit', () => fail(badRequest('Too many fields.')));
    busboy.on('error', () => fail(badRequest('Malformed multipart request.')));
    busboy.on('close', () => (failure ? reject(failure) : resolve({ fields, files, fileLists })));

    const rawBody = (req as PreReadRequest).rawBody;
    if (Buffer.isBuffer(rawBody)) busboy.end(rawBody);
    else req.pipe(busboy);
  });
}
