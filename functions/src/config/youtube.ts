import { defineSecret } from 'firebase-functions/params';

/**
 * Settings the API reads from its environment, in one place. Everything here is read at request
 * time, never at import: the functions runtime sets secrets only on the instance that serves
 * requests, and tests change these values between cases.
 */

/**
 * The YouTube Data API v3 key. Kept in Secret Manager and given only to the `api` function (see its
 * `secrets` in index.ts); set it with `npx firebase functions:secrets:set YOUTUBE_API_KEY`. The key
 * never leaves the server: the browser asks our API, which asks YouTube.
 */
export const YOUTUBE_API_KEY = defineSecret('YOUTUBE_API_KEY');

/**
 * The configured key, or undefined when none is set. A secret's `.value()` is `process.env` read
 * under the functions runtime; outside it (plain vitest, the launcher's emulators where the shell's
 * variable reaches the function) the same variable is the only source, and reading an unset secret
 * through `.value()` logs a warning on every call, so an unset variable is checked first.
 */
export function youtubeApiKey(): string | undefined {
  if (!process.env[YOUTUBE_API_KEY.name]) return undefined;
  return YOUTUBE_API_KEY.value() || undefined;
}

const DEFAULT_YOUTUBE_API_BASE_URL = 'https://www.googleapis.com/youtube/v3';

/**
 * Where the YouTube Data API lives; tests and `npm start` point it at tools/youtube-stand-in. A
 * plain environment variable rather than a `defineString` param on purpose: the Functions emulator
 * asks for an undeclared param's value on the terminal and writes the answer to
 * functions/.env.local, which then overrides the variable the launcher passes, so the emulator
 * would keep calling whatever was answered once. Deployed functions have it unset: the real API.
 */
export function youtubeApiBaseUrl(): string {
  return (process.env.YOUTUBE_API_BASE_URL || DEFAULT_YOUTUBE_API_BASE_URL).replace(/\/+$/, '');
}
