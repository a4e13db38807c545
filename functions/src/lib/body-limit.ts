import type { RequestHandler } from 'express';
import { payloadTooLarge } from './errors.js';

export const BODY_TOO_LARGE = 'Request body is too large.';

/** Cloud Functions (and its emulator) read the body before Express sees it and leave it here. */
interface PreReadRequest {
  rawBody?: Buffer;
}

/**
 * Refuses a request whose body is larger than `maxBytes` with 413, before anything else runs for
 * it (auth, parsing, Firestore). In Cloud Functions the functions framework has already read and
 * parsed the body, up to its own 32 MB, before the app runs: express.json's limit never applies
 * there, so the declared length and the bytes actually read are checked here instead. Each route
 * gets the limit its contract entry declares: JSON 100 KB; an upload a hard cap far above its
 * files' own limits (UPLOAD_BODY_LIMIT), so a file over its limit is answered by its own rule's
 * message (lib/multipart.ts) and only a body no form sends meets this one. A body that announces
 * more than the cap is refused before a byte of it is read.
 */
export function refuseBodyOver(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.get('content-length'));
    const read = (req as PreReadRequest).rawBody?.length ?? 0;
    if ((Number.isFinite(declared) && declared > maxBytes) || read > maxBytes) throw payloadTooLarge(BODY_TOO_LARGE);
    next();
  };
}
