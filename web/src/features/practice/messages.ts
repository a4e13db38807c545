/**
 * Every piece of text the practice-test screens show, in one place so a translation can start
 * here. Functions are texts with a value in them.
 */
export const PRACTICE_TEXT = {
  // Chemical notation
  notationProblems: 'Notation that could not be drawn',
  notationProblem: {
    'unclosed-ce': (raw: string) => `"${short(raw)}" has no closing brace: it is shown as typed.`,
    'unclosed-math': (raw: string) => `"${short(raw)}" has no closing $: it is shown as typed. Write \\$ for a dollar sign.`,
    empty: (raw: string) => `"${raw}" is empty: it is shown as typed.`,
  },
  notationError: (raw: string, reason: string) => `"${short(raw)}" could not be drawn (${reason}): it is shown as typed.`,
  katexFailed: 'Formulas could not be loaded: they show as typed. Check your connection.',
} as const;

/** The start of a long piece of text, for a message that quotes it. */
function short(text: string, length = 40): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
