/** The course pages' texts added with lessons on the site, in one place for a later translation. */
export const COURSE_TEXT = {
  startLearning: 'Start Learning',
  buyNow: 'Buy Now',
  continueLearning: (percent: number) => `Continue (${percent}%)`,
  checkingAccess: 'Checking your access...',
  lessonsOnSite: 'Lessons open here on the site, and the course remembers where you stopped.',
  subscribeToOpen: 'Included with every subscription plan: subscribe to open all its lessons.',
  lessonsOnChannel: 'Lessons open on our video channel in a new tab.',
  watchOnChannel: 'Watch on our YouTube channel',
  opensInNewTab: ' (opens in a new tab)',
  kind: { video: 'Video', note: 'Note', reading: 'Reading' } as const,
  freePreview: 'Free preview',
  readMinutes: (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min read`,
  shareHeading: 'Share this course',
  shareText: (title: string) => `${title}: a chemistry course`,
  lessonCount: (count: number) => (count === 1 ? '1 lesson' : `${count} lessons`),
} as const;
