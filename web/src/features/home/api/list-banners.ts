import type { Banner } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { earlyOr } from '../../../lib/early-data';

export type { Banner };

/** GET /api/banner/getAllBanners, anonymous so the CDN can answer it. */
export function listBanners(signal?: AbortSignal): Promise<Banner[]> {
  return earlyOr('/api/banner/getAllBanners', () => callApi('GET /api/banner/getAllBanners', { token: null, signal }));
}

/** `image` is a URL or a path; a bare path is a file under /uploads. */
export function bannerImageUrl(image: string): string {
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
  return `/uploads/${image}`;
}
