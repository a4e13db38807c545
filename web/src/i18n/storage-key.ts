/**
 * Where the device remembers the chosen language (a signed-in student's profile remembers it too).
 * A module of its own so index.html's preloader (web/build/route-preloads.ts) reads the same key.
 */
export const LANGUAGE_STORAGE_KEY = 'chem.language';
