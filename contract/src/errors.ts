/**
 * Every failed call answers this body with its status (docs/api.md): 400 validation,
 * 401 no or bad token, 403 not allowed, 404 unknown id, 409 conflict, 413 too large, 422 a stored
 * file that cannot be processed, 429 too many, 503 a third party not configured. The spec's
 * clients read either field; both carry the same text.
 */
export interface ErrorBody {
  message: string;
  error: string;
}

/** The answer of a delete and of the contact form: a sentence to show. */
export interface MessageAnswer {
  message: string;
}
