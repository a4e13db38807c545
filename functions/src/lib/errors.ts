/**
 * The one error type services throw. The error middleware turns it into the API's single error
 * shape, `{ message, error }`, with `status` as the HTTP status.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
/** A paid thing was asked for without a verified payment. */
export const paymentRequired = (message: string) => new AppError(402, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
/** The request was fine but the stored thing it names cannot be processed (e.g. a damaged PDF). */
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (message: string) => new AppError(429, message);

/** Whether an SDK error carries `code` (gRPC status from Firestore, HTTP status from Cloud Storage). */
export const hasErrorCode = (error: unknown, code: number | string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
