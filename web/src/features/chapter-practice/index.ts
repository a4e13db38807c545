// What other features may use of chapter practice: the dashboard's practice cards (weakest
// chapters, the day's revision and streak), offered as a loader so they stay a chunk of their own.
export const loadPracticeCards = () => import('./entry/practice-cards');
