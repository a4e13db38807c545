/**
 * The files the API accepts, one rule per multipart field: how large, and what it says when a file
 * is too large or of the wrong kind. The server enforces these; the forms check them first with the
 * same words, so a student never uploads 4 MB to be told what the form could have said.
 */
export interface UploadRule {
  /** The multipart field the file is sent as. */
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

const MB = 1024 * 1024;

/** The picture types the site stores (re-encoded to WebP on upload). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The note file kinds, by extension (the server checks the content as well). */
export const NOTE_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx'] as const;

export const UPLOADS = {
  profilePhoto: {
    field: 'usersPhoto',
    maxBytes: 2 * MB,
    tooLargeMessage: 'Photo must be 2 MB or smaller.',
    wrongTypeMessage: 'The photo must be a PNG, JPEG, WebP or GIF image.',
  },
  coursePhoto: {
    field: 'coursesPhoto',
    maxBytes: 2 * MB,
    tooLargeMessage: 'Course photo exceeds 2 MB limit',
    wrongTypeMessage: 'Course photo must be an image (PNG, JPEG, WebP or GIF).',
  },
  banner: {
    field: 'bannerImage',
    maxBytes: 5 * MB,
    tooLargeMessage: 'Image size exceeds 5 MB limit',
    wrongTypeMessage: 'Only image files are allowed.',
  },
  questionImage: {
    field: 'questionImage',
    maxBytes: 2 * MB,
    tooLargeMessage: 'Question image must be 2 MB or smaller.',
    wrongTypeMessage: 'Question image must be an image (PNG, JPEG, WebP or GIF).',
  },
  lessonImage: {
    field: 'lessonImage',
    maxBytes: 2 * MB,
    tooLargeMessage: 'Picture must be 2 MB or smaller.',
    wrongTypeMessage: 'The picture must be a PNG, JPEG, WebP or GIF image.',
  },
  signature: {
    field: 'signature',
    maxBytes: 1 * MB,
    tooLargeMessage: 'The signature picture must be 1 MB or smaller.',
    wrongTypeMessage: 'The signature must be a PNG, JPEG, WebP or GIF image.',
  },
  /** A photo of a doubt, a follow-up or a reply (up to three of them under the same field). */
  doubtPhoto: {
    field: 'photos',
    maxBytes: 5 * MB,
    tooLargeMessage: 'Each photo must be 5 MB or smaller.',
    wrongTypeMessage: 'A photo must be a PNG, JPEG, WebP or GIF image.',
  },
  noteFile: {
    field: 'file',
    maxBytes: 2 * MB,
    tooLargeMessage: 'File size exceeds 2 MB limit',
    wrongTypeMessage: 'Only PDF, DOC, DOCX, PPT and PPTX files are allowed.',
  },
} as const satisfies Record<string, UploadRule>;

/** Where pictures uploaded for readings are served: `/uploads/lesson-images/<name>-<width>x<height>.webp`. */
export const LESSON_IMAGE_PREFIX = '/uploads/lesson-images/';
