/**
 * `@chem/contract/reading`: a reading lesson's Markdown, parsed the same way by the player, the
 * admin's editor and the server's curriculum check. Its own entry (not the contract's index), so
 * only code that shows or checks a reading loads the parser.
 */
export { parseReading } from './parse.js';
export { LESSON_IMAGE_PREFIX } from '../uploads.js';
export {
  calloutOf,
  definitionLookup,
  hasNotation,
  isLessonImage,
  isSafeLink,
  lessonImageSize,
  readingProblemMessage,
  readingProblems,
  type Callout,
  type ReadingProblem,
} from './check.js';
