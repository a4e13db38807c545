// Apart from paths.ts, which the home page loads; and apart from the contract's certificates
// module, whose request schemas would bring the validation library into these small screens.
// certificate-paths.test.ts keeps both in step with the contract.

/** A certificate's number: 26 characters of base32 (the contract's CERTIFICATE_ID). */
export const CERTIFICATE_NUMBER = /^[a-z2-7]{26}$/;

/** A certificate's public verify page (the contract's certificatePath). */
export const certificatePagePath = (id: string) => `/certificates/${encodeURIComponent(id)}`;

/** A course's page, where the verify page links. */
export const coursePagePath = (courseId: string) => `/${encodeURIComponent(courseId)}`;
