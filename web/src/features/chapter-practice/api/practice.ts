import type {
  BookmarkAnswer,
  PracticeAnswer,
  PracticeChapters,
  PracticeQuestion,
  PracticeQuestionList,
  PracticeSettings,
  PracticeSummary,
  PracticeVerdict,
  RevisionQueue,
} from '@chem/contract';
import { callApi } from '../../../lib/api-client';

/** Chapter practice and the revision queue, by the contract's route names. */

export interface PracticeFilters {
  exam?: string;
  yearFrom?: string;
  yearTo?: string;
  difficulty?: string;
  only?: string;
}

export const getChapters = (signal?: AbortSignal): Promise<PracticeChapters> => callApi('GET /api/practice/chapters', { signal });

export const getChapterQuestions = (chapter: string, filters: PracticeFilters, signal?: AbortSignal): Promise<PracticeQuestionList> =>
  callApi('GET /api/practice/questions', { query: { chapter, ...filters }, signal });

export const getQuestion = (id: string, signal?: AbortSignal): Promise<PracticeQuestion> =>
  callApi('GET /api/practice/questions/:id', { params: { id }, signal });

export const sendAnswer = (id: string, answer: PracticeAnswer): Promise<PracticeVerdict> =>
  callApi('POST /api/practice/questions/:id/answer', { params: { id }, body: answer });

export const setBookmark = (id: string, bookmarked: boolean): Promise<BookmarkAnswer> =>
  callApi('PUT /api/practice/questions/:id/bookmark', { params: { id }, body: { bookmarked } });

export const getRevision = (signal?: AbortSignal): Promise<RevisionQueue> => callApi('GET /api/practice/revision', { signal });

export const saveSettings = (settings: PracticeSettings): Promise<PracticeSettings> =>
  callApi('PUT /api/practice/settings', { body: settings });

export const getSummary = (signal?: AbortSignal): Promise<PracticeSummary> => callApi('GET /api/practice/summary', { signal });
