/** The fixed difficulty levels' catalogue ids: the stored value stays English (the filter compares it). */
export const difficultyIds: Partial<
  Record<string, 'notes.difficulty.Beginner' | 'notes.difficulty.Intermediate' | 'notes.difficulty.Advanced'>
> = {
  Beginner: 'notes.difficulty.Beginner',
  Intermediate: 'notes.difficulty.Intermediate',
  Advanced: 'notes.difficulty.Advanced',
};
