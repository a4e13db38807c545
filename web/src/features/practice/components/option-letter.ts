/**
 * Option letters as the student sees them: 0 -> "A". The contract has the same helper, but its
 * module also builds the request schemas (zod), which the student's screens do not need.
 */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);
