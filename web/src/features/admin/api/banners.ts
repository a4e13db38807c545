import { apiGet, apiSend, apiUpload } from '../../../lib/api-client';
import type { Banner } from '@chem/contract';

export type { Banner };

export const listBanners = (signal?: AbortSignal) => apiGet<Banner[]>('/api/banner/getAllBanners', { signal });

export function uploadBanner(file: File, onProgress?: (fraction: number) => void): Promise<Banner> {
  const form = new FormData();
  form.append('bannerImage', file);
  return apiUpload<Banner>('/api/banner/upload', form, onProgress);
}

export const deleteBanner = (bannerId: string) => apiSend<unknown>('DELETE', `/api/banner/delete/${encodeURIComponent(bannerId)}`);
