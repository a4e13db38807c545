/** The notes' share texts, in one place for a later translation. */
export const NOTE_TEXT = {
  shareNote: (title: string) => `Share ${title}`,
  shareText: (title: string) => `${title}: chemistry notes`,
} as const;
