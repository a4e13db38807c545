/** Where a test lives; with an attempt, where that attempt (running or its result) is shown. */
export const testPath = (testId: string, attemptId?: string) =>
  `/tests/${encodeURIComponent(testId)}${attemptId ? `?attempt=${encodeURIComponent(attemptId)}` : ''}`;
