import type { Banner } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { uploadApi } from '../../../lib/api-transfer';

export type { Banner };

export const listBanners = (signal?: AbortSignal) => callApi('GET /api/banner/getAllBanners', { signal });

export function uploadBanner(file: File, onProgress?: (fraction: number) => void): Promise<Banner> {
  const form = new FormData();
  form.append('bannerImage', file);
  return uploadApi('POST /api/banner/upload', { body: form, status: 201, onProgress });
}

export const deleteBanner = (id: string) => callApi('DELETE /api/banner/delete/:id', { params: { id } });
