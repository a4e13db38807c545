// Apart from paths.ts, which the home page loads: only the practice screens and the dashboard's cards need these.
/** Chapter practice: the chapters, then one chapter's questions (`?chapter=`). */
export const PRACTICE_PATH = '/practice';
/** The revision queue: the questions due today. */
export const REVISION_PATH = '/practice/revision';

/** A chapter's practice, optionally at one question. */
export const practiceChapterPath = (chapter: string, questionId?: string) =>
  `${PRACTICE_PATH}?${new URLSearchParams(questionId ? { chapter, q: questionId } : { chapter })}`;
