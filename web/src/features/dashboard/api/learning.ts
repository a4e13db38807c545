import type { MyLearning } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { MyLearning };

/** The student's own figures, counted by the server from their progress records. */
export const getMyLearning = (signal?: AbortSignal): Promise<MyLearning> => callApi('GET /api/learn/progress', { signal });
