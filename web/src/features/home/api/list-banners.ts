import { apiGet } from '../../../lib/api-client';
import type { Banner } from '@chem/contract';
import { earlyOr } from '../../../lib/early-data';

export type { Banner };

/** GET /api/banner/getAllBanners, anonymous so the CDN can answer it. */
export function listBanners(signal?: AbortSignal): Promise<Banner[]> {
  const path = '/api/banner/getAllBanners';
  return earlyOr(path, () => apiGet<Banner[]>(path, { token: null, signal }));
}

/** `image` is a URL or a path; a bare path is a file under /uploads (spec §3). */
export function bannerImageUrl(image: string): string {
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
  return `/uploads/${image}`;
}
