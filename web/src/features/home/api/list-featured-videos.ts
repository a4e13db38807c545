import { apiGet } from '../../../lib/api-client';

import type { FeaturedVideo, FeaturedVideos } from '@chem/contract';
export type { FeaturedVideo };

/** GET /api/videos/featured: the teacher's five fixed videos, fetched from YouTube by the API. */
export async function listFeaturedVideos(signal?: AbortSignal): Promise<FeaturedVideo[]> {
  const answer = await apiGet<Partial<FeaturedVideos>>('/api/videos/featured', { token: null, signal });
  return answer.items ?? [];
}
