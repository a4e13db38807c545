import { apiGet } from '../../../lib/api-client';

/** A video of the home strip (spec §3 Video item): the id builds the embed and thumbnail URLs. */
export interface FeaturedVideo {
  id: string;
  title: string;
  description: string;
}

/** GET /api/videos/featured: the teacher's five fixed videos, fetched from YouTube by the API. */
export async function listFeaturedVideos(signal?: AbortSignal): Promise<FeaturedVideo[]> {
  const answer = await apiGet<{ items?: FeaturedVideo[] }>('/api/videos/featured', { token: null, signal });
  return answer.items ?? [];
}
