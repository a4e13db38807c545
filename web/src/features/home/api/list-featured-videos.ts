import type { FeaturedVideo, FeaturedVideos } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { FeaturedVideo };

/** GET /api/videos/featured: the teacher's five fixed videos, fetched from YouTube by the API. */
export async function listFeaturedVideos(signal?: AbortSignal): Promise<FeaturedVideo[]> {
  const answer: Partial<FeaturedVideos> = await callApi('GET /api/videos/featured', { token: null, signal });
  return answer.items ?? [];
}
