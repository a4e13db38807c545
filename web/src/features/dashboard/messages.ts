/** The dashboard's texts added with real progress, in one place for a later translation. */
export const DASHBOARD_TEXT = {
  courseProgress: 'Course Progress',
  lessonsCompleted: 'Lessons Completed',
  averageScore: 'Average Score',
  studyHours: 'Study Hours',
  noCourseStarted: 'No course started',
  noTestsYet: 'No tests yet',
  loadingProgress: 'Loading your progress...',
  progressFailed: 'Your progress could not be loaded.',
  tryAgain: 'Try again',
  chapterProgress: 'Chapter Progress',
  workingOn: (title: string) => `In ${title}`,
  continue: 'Continue',
  continueCourse: (title: string) => `Continue ${title}`,
  startLearning: 'Start learning',
  startCourse: (title: string) => `Start learning ${title}`,
  emptyTitle: 'You have not started a course yet',
  emptyBody: 'Open a course and your lessons, study time and chapters show here as you go.',
  startACourse: 'Start a course',
  continueLearning: 'Continue learning',
  percentComplete: (percent: number) => `${percent}% complete`,
  lessonsDone: (done: number, total: number) => `${done} of ${total} lessons`,
  progressOf: (title: string) => `${title} progress`,
  recentTests: 'Recent tests',
  allTests: 'All practice tests',
  noRecentTests: 'Your practice test results show here once you submit a test.',
  testScore: (score: number, max: number, percent: number) => `${Math.round(score * 100) / 100} / ${max} (${percent}%)`,
  takenOn: (iso: string) =>
    new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
} as const;

/** 0 -> "0 min", 45 -> "<1 min", 1500 -> "25 min", 5400 -> "1h 30m". */
export function formatStudyTime(seconds: number): string {
  if (seconds <= 0) return '0 min';
  if (seconds < 60) return '<1 min';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)}h` : `${Math.floor(minutes / 60)}h ${rest}m`;
}

/** The receipts' invoice downloads (GST invoices, issue 20). */
export const INVOICE_TEXT = {
  download: (kind: string) => `Download ${kind}`,
  creditNote: 'Download credit note',
  downloading: 'Downloading...',
  failed: 'The document could not be downloaded. Please try again.',
} as const;
