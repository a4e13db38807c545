import type { Category } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { Category };

// Admin reads carry the token, so the answer is fresh (private, no-store) rather than the CDN's copy.
export const listCategories = (signal?: AbortSignal) => callApi('GET /api/categories/getAllCategories', { signal });
export const addCategory = (name: string) => callApi('POST /api/categories/addCategory', { body: { name }, status: 201 });
export const updateCategory = (id: string, name: string) =>
  callApi('PUT /api/categories/updateCategory/:id', { params: { id }, body: { name } });
export const deleteCategory = (id: string) => callApi('DELETE /api/categories/deleteCategory/:id', { params: { id } });
