import type {
  AttemptInProgress,
  AttemptOutcome,
  AttemptTimesAnswer,
  AttemptView,
  Leaderboard,
  LeaderboardPreference,
  SavedAnswer,
  SavedAnswerAnswer,
  TestDetail,
  TestList,
} from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { AttemptInProgress, AttemptView, SavedAnswer, TestDetail, TestList };

/** The tests this student can see, each with their best score so far. */
export const listTests = (signal?: AbortSignal): Promise<TestList> => callApi('GET /api/tests', { signal });

/** What a visitor sees: the published tests, schedules and free/paid (a public answer the CDN keeps). */
export const listPublicTests = (signal?: AbortSignal): Promise<TestList> => callApi('GET /api/tests/catalogue', { signal });

/** A test's instructions screen (no questions yet). */
export const getTest = (testId: string, signal?: AbortSignal): Promise<TestDetail> =>
  callApi('GET /api/tests/:testId', { params: { testId }, signal });

/** Starts an attempt, or answers the one already running (the server decides). */
export const startAttempt = (testId: string): Promise<AttemptInProgress> =>
  callApi('POST /api/tests/:testId/attempts', { params: { testId }, status: 201 });

/** The attempt to resume, or its result once it is submitted. */
export const getAttempt = (attemptId: string, signal?: AbortSignal): Promise<AttemptView> =>
  callApi('GET /api/tests/attempts/:attemptId', { params: { attemptId }, signal });

export const saveAnswer = (attemptId: string, questionId: string, answer: SavedAnswer): Promise<SavedAnswerAnswer> =>
  callApi('PUT /api/tests/attempts/:attemptId/answers/:questionId', { params: { attemptId, questionId }, body: answer });

/** Seconds each question was on screen since the last call; `keepalive` lets it finish as the page goes. */
export const recordTimes = (attemptId: string, times: Record<string, number>, keepalive = false): Promise<AttemptTimesAnswer> =>
  callApi('POST /api/tests/attempts/:attemptId/times', { params: { attemptId }, body: { times }, keepalive });

/** The result, or (a scheduled test before it closes) when the result will be out. */
export const submitAttempt = (attemptId: string): Promise<AttemptOutcome> =>
  callApi('POST /api/tests/attempts/:attemptId/submit', { params: { attemptId } });

/** A released test's top 20 (409 before its results are out, 403 when the teacher keeps it off). */
export const getLeaderboard = (testId: string, signal?: AbortSignal): Promise<Leaderboard> =>
  callApi('GET /api/tests/:testId/leaderboard', { params: { testId }, signal });

/** Whether the student's name shows on leaderboards ("A student" otherwise); remembered on the profile. */
export const getLeaderboardPreference = (signal?: AbortSignal): Promise<LeaderboardPreference> =>
  callApi('GET /api/tests/leaderboard-preference', { signal });
export const setLeaderboardPreference = (showName: boolean): Promise<LeaderboardPreference> =>
  callApi('PUT /api/tests/leaderboard-preference', { body: { showName } });
