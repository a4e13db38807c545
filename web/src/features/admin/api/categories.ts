import { apiGet, apiSend } from '../../../lib/api-client';

import type { Category } from '@chem/contract';
export type { Category };

const base = '/api/categories';
const id = (categoryId: string) => encodeURIComponent(categoryId);

// Admin reads carry the token, so the answer is fresh (private, no-store) rather than the CDN's copy.
export const listCategories = (signal?: AbortSignal) => apiGet<Category[]>(`${base}/getAllCategories`, { signal });
export const addCategory = (name: string) => apiSend<Category>('POST', `${base}/addCategory`, { name });
export const updateCategory = (categoryId: string, name: string) =>
  apiSend<Category>('PUT', `${base}/updateCategory/${id(categoryId)}`, { name });
export const deleteCategory = (categoryId: string) => apiSend<unknown>('DELETE', `${base}/deleteCategory/${id(categoryId)}`);
