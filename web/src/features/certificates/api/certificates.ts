import type { MyCertificate, PublicCertificate } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { fetchApiFile, saveFile } from '../../../lib/api-transfer';

export type { MyCertificate, PublicCertificate };

/** The signed-in student's certificates, newest first. */
export const getMyCertificates = (signal?: AbortSignal): Promise<MyCertificate[]> =>
  callApi('GET /api/certificates/mine', { signal }).then((answer) => answer.certificates);

/** What anyone holding the link may see: the verify page's facts. */
export const getCertificate = (id: string, signal?: AbortSignal): Promise<PublicCertificate> =>
  callApi('GET /api/certificates/:id', { params: { id }, signal });

/** The certificate's PDF, drawn by the server, saved under the name it gives. */
export async function downloadCertificate(id: string): Promise<void> {
  const file = await fetchApiFile('GET /api/certificates/:id/pdf', { params: { id } });
  saveFile(file, file.fileName || `certificate-${id}.pdf`);
}
