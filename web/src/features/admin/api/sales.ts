import { callApi } from '../../../lib/api-client';
import { fetchApiFile, type ApiFile } from '../../../lib/api-transfer';

export type { MonthRevenue, WeekSignups } from '@chem/contract';

export const getSales = (signal?: AbortSignal) => callApi('GET /api/admin/sales', { signal });

export type SalesExport = 'students' | 'payments';

export const downloadSalesExport = (kind: SalesExport): Promise<ApiFile> =>
  kind === 'students' ? fetchApiFile('GET /api/admin/export/students.csv', {}) : fetchApiFile('GET /api/admin/export/payments.csv', {});
