import { CERTIFICATE_ID, certificatePath, coursePath } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_NUMBER, certificatePagePath, coursePagePath } from './certificate-paths';

describe('certificate paths', () => {
  it('match the contract’s, so links and the server agree', () => {
    expect(CERTIFICATE_NUMBER.source).toBe(CERTIFICATE_ID.source);
    for (const id of ['abcdefghijklmnopqrstuvwxyz', 'a/b c', 'आशा']) expect(certificatePagePath(id)).toBe(certificatePath(id));
    for (const id of ['foundations-of-chemistry', 'a b/c']) expect(coursePagePath(id)).toBe(coursePath(id));
  });
});
