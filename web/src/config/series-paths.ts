// Apart from paths.ts, which the home page loads: only /tests and the series' own page need these.
/** The tests list, where the series are listed too. */
export const TESTS_LIST_PATH = '/tests';

/** A test series' public page: its papers (open, upcoming, past) and, signed in, the student's trend. */
export const seriesPath = (seriesId: string) => `${TESTS_LIST_PATH}/series/${encodeURIComponent(seriesId)}`;
