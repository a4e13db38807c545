import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../lib/document-ref.js';
import { notFound } from '../lib/errors.js';
import { optimiseImage, shareImage } from '../lib/images.js';
import { db, runTransaction } from '../lib/firebase.js';
import { storedFields, textOf } from '../lib/fields.js';
import { deleteObject, uniqueObjectName, withStoredObject } from '../lib/storage.js';
import {
  COURSE_DEFAULTS,
  UPLOADS,
  sharePhotoOf,
  type ChapterInput,
  type Course,
  type CourseChanges,
  type CourseDetail,
  type NewCourse,
} from '@chem/contract';
import {
  allLessons,
  assertNotesExist,
  assertReadingsSafe,
  assertTestsExist,
  lessonTestIds,
  deleteAllReadings,
  outlineOf,
  prepareCurriculum,
  readCurriculum,
  storedChaptersField,
  withReadings,
  type PreparedCurriculum,
} from './curriculum.js';
import {
  datedLessonChanges,
  notifyNewLessons,
  publishedLessons,
  scheduleDatedLessonNotices,
  type DatedNotice,
  type PublishedLessons,
} from './new-lessons.js';
import { PUBLIC_UPLOADS_PREFIX } from './uploads.js';
import { logger } from '../lib/logger.js';

export const COURSES = 'courses';
const COURSE_NOT_FOUND = 'Course not found.';

/** Photos live at `uploads/courses/<file>` in the bucket; the document keeps `/courses/<file>`, served at `/uploads/courses/<file>`. */
const PHOTO_FOLDER = 'courses/';

export const courseRef = (id: unknown) => documentRef(COURSES, id, COURSE_NOT_FOUND);

/** The Hindi title and description, each only when written: an empty one is no Hindi version. */
const hindiText = (titleHi: string | undefined, descriptionHi: string | undefined) => ({
  ...(titleHi ? { titleHi } : {}),
  ...(descriptionHi ? { descriptionHi } : {}),
});

/** A course as the contract answers it. */
function toCourse(snapshot: DocumentSnapshot): Course {
  const fields = storedFields(snapshot);
  const chapters = readCurriculum(snapshot.get('chapters'));
  const onlineLessons = allLessons(chapters).length;
  return {
    _id: snapshot.id,
    title: fields.text('title'),
    description: fields.text('description'),
    ...hindiText(fields.text('titleHi'), fields.text('descriptionHi')),
    fullDescription: fields.text('fullDescription'),
    instructor: fields.text('instructor'),
    category: fields.text('category'),
    duration: fields.text('duration'),
    // Once a course has lessons on the site, the count is theirs, not a number typed beside them.
    lessons: onlineLessons > 0 ? onlineLessons : fields.number('lessons'),
    price: fields.number('price'),
    originalPrice: fields.numberOrNull('originalPrice'),
    isFree: fields.flag('isFree'),
    coursesPhoto: fields.text('coursesPhoto'),
    difficulty: fields.text('difficulty'),
    rating: fields.number('rating'),
    students: fields.number('students'),
    featured: fields.flag('featured'),
    bestseller: fields.flag('bestseller'),
    isLive: fields.flag('isLive'),
    chapters: chapters.map((chapter) => chapter.title),
    onlineLessons,
    createdAt: fields.time('createdAt'),
    updatedAt: fields.time('updatedAt'),
  };
}

interface PhotoUpload {
  path: string;
  data: Buffer;
  contentType: string;
  /** The value stored in the document's coursesPhoto field. */
  coursesPhoto: string;
  /** Its 1200x630 link-preview picture, stored beside it; the document's sharePhoto field. */
  share: { path: string; data: Buffer; contentType: string; sharePhoto: string };
}

/**
 * Checks the photo by its bytes (a renamed file is refused), shrinks it to WebP, makes its
 * 1200x630 link-preview picture, and picks their unique storage paths.
 */
async function photoUpload(photo: Buffer | undefined): Promise<PhotoUpload | undefined> {
  if (!photo) return undefined;
  const image = await optimiseImage(photo, 'coursePhoto', UPLOADS.coursePhoto.wrongTypeMessage);
  const preview = await shareImage(photo);
  const path = uniqueObjectName(PUBLIC_UPLOADS_PREFIX + PHOTO_FOLDER, image.extension);
  const coursesPhoto = `/${path.slice(PUBLIC_UPLOADS_PREFIX.length)}`;
  const sharePhoto = sharePhotoOf(coursesPhoto);
  return {
    path,
    data: image.data,
    contentType: image.mimeType,
    coursesPhoto,
    share: { path: PUBLIC_UPLOADS_PREFIX + sharePhoto.slice(1), data: preview.data, contentType: preview.contentType, sharePhoto },
  };
}

/** Both pictures stored before the write that points at them, both removed if it fails. */
const withPhotoStored = <T>(upload: PhotoUpload | undefined, write: () => Promise<T>): Promise<T> =>
  withStoredObject(upload?.share, () => withStoredObject(upload, write));

const photoFields = (upload: PhotoUpload) => ({ coursesPhoto: upload.coursesPhoto, sharePhoto: upload.share.sharePhoto });

/** The bucket object behind a stored coursesPhoto; anything outside the course folder is never touched. */
function photoObjectPath(coursesPhoto: unknown): string | undefined {
  if (typeof coursesPhoto !== 'string' || !coursesPhoto.startsWith(`/${PHOTO_FOLDER}`) || coursesPhoto.includes('..')) return undefined;
  return PUBLIC_UPLOADS_PREFIX + coursesPhoto.slice(1);
}

/** The document is already gone or repointed; a leftover file costs storage, not correctness, so the request still succeeds. */
async function deletePhotoQuietly(coursesPhoto: unknown): Promise<void> {
  const paths = [photoObjectPath(coursesPhoto), photoObjectPath(typeof coursesPhoto === 'string' ? sharePhotoOf(coursesPhoto) : undefined)];
  await Promise.all(paths.map((path) => deleteObject(path))).catch((error: unknown) => {
    logger.error(`Could not delete course photo ${coursesPhoto}`, error);
  });
}

/** Dropping unsent fields matters for updates: only what the admin sent may change. */
const definedOnly = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** Newest first, as the catalogue's default order. */
export async function listCourses(): Promise<Course[]> {
  const snapshot = await db().collection(COURSES).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map(toCourse);
}

/** The course page: the course and its outline, without any lesson's content. */
export async function getCourse(id: string): Promise<CourseDetail> {
  const snapshot = await courseRef(id).get();
  if (!snapshot.exists) throw notFound(COURSE_NOT_FOUND);
  return { ...toCourse(snapshot), outline: outlineOf(readCurriculum(snapshot.get('chapters'))) };
}

/** The curriculum sent with the form, checked against the notes and ready to store; undefined when none was sent. */
async function curriculumFrom(chapters: ChapterInput[] | undefined): Promise<PreparedCurriculum | undefined> {
  if (chapters === undefined) return undefined;
  await assertReadingsSafe(chapters);
  const prepared = prepareCurriculum(chapters);
  await Promise.all([assertNotesExist(prepared.chapters), assertTestsExist(prepared.chapters)]);
  return prepared;
}

/** The lesson count follows the lessons on the site when there are any. */
const lessonsField = (curriculum: PreparedCurriculum | undefined, typed: number | undefined) =>
  curriculum && curriculum.lessonCount > 0 ? curriculum.lessonCount : typed;

export async function createCourse(input: NewCourse, photo?: Buffer): Promise<Course> {
  const curriculum = await curriculumFrom(input.chapters);
  const upload = await photoUpload(photo);
  const isFree = input.isFree ?? COURSE_DEFAULTS.isFree;
  const now = Timestamp.now();
  const course: DocumentData = {
    title: input.title,
    description: input.description,
    ...hindiText(input.titleHi, input.descriptionHi),
    fullDescription: input.fullDescription ?? COURSE_DEFAULTS.fullDescription,
    instructor: input.instructor ?? COURSE_DEFAULTS.instructor,
    category: input.category ?? COURSE_DEFAULTS.category,
    duration: input.duration ?? COURSE_DEFAULTS.duration,
    lessons: lessonsField(curriculum, input.lessons) ?? COURSE_DEFAULTS.lessons,
    // A free course costs nothing whatever price the form still carries.
    price: isFree ? 0 : (input.price ?? COURSE_DEFAULTS.price),
    originalPrice: input.originalPrice ?? COURSE_DEFAULTS.originalPrice,
    isFree,
    coursesPhoto: upload?.coursesPhoto ?? COURSE_DEFAULTS.coursesPhoto,
    sharePhoto: upload?.share.sharePhoto ?? '',
    difficulty: input.difficulty ?? COURSE_DEFAULTS.difficulty,
    // 0 means "not rated yet": the detail page shows N/A.
    rating: input.rating ?? COURSE_DEFAULTS.rating,
    students: input.students ?? COURSE_DEFAULTS.students,
    featured: input.featured ?? COURSE_DEFAULTS.featured,
    bestseller: input.bestseller ?? COURSE_DEFAULTS.bestseller,
    isLive: input.isLive ?? COURSE_DEFAULTS.isLive,
    chapters: curriculum ? storedChaptersField(curriculum.chapters) : [],
    lessonTestIds: curriculum ? lessonTestIds(curriculum.chapters) : [],
    createdAt: now,
    updatedAt: now,
  };
  const ref = db().collection(COURSES).doc();
  await withPhotoStored(upload, () => withReadings(ref, curriculum, async () => ({ result: await ref.create(course), replaced: [] })));
  if (curriculum) await scheduleDatedLessonNotices(ref.id, course.title, datedLessonChanges(ref.id, [], curriculum.chapters));
  return toCourse(await ref.get());
}

/**
 * Changes only the fields sent. A new photo is stored first and the document repointed in a
 * transaction; the old photo is deleted only after that write succeeded, so the course never
 * points at a missing file, and a failed write (unknown id included) removes the new upload.
 */
export async function updateCourse(id: string, changes: CourseChanges, photo?: Buffer): Promise<Course> {
  const ref = courseRef(id);
  const { chapters, lessons, ...otherChanges } = changes;
  const curriculum = await curriculumFrom(chapters);
  const upload = await photoUpload(photo);
  let published: PublishedLessons | undefined;
  let dated: { title: string; changes: { withdraw: string[]; queue: DatedNotice[] } } | undefined;
  const replacedPhoto = await withPhotoStored(upload, () =>
    withReadings(ref, curriculum, () =>
      runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) throw notFound(COURSE_NOT_FOUND);
        const stored = snapshot.data() ?? {};
        const title = changes.title ?? textOf(stored.title);
        published = curriculum ? publishedLessons(readCurriculum(stored.chapters), curriculum.chapters, title) : undefined;
        dated = curriculum
          ? { title, changes: datedLessonChanges(ref.id, readCurriculum(stored.chapters), curriculum.chapters) }
          : undefined;
        const isFree = changes.isFree ?? stored.isFree === true;
        transaction.update(ref, {
          ...definedOnly({ ...otherChanges, lessons: lessonsField(curriculum, lessons) }),
          ...(curriculum ? { chapters: storedChaptersField(curriculum.chapters), lessonTestIds: lessonTestIds(curriculum.chapters) } : {}),
          ...(isFree ? { price: 0 } : {}),
          ...(upload ? photoFields(upload) : {}),
          updatedAt: Timestamp.now(),
        });
        return {
          result: upload ? (stored.coursesPhoto as unknown) : undefined,
          replaced: curriculum ? readCurriculum(stored.chapters) : undefined,
        };
      }),
    ),
  );
  if (replacedPhoto) await deletePhotoQuietly(replacedPhoto);
  if (published) await notifyNewLessons(ref.id, published);
  if (dated) await scheduleDatedLessonNotices(ref.id, dated.title, dated.changes);
  return toCourse(await ref.get());
}

/** The document goes first, then its photo and reading texts: a failure in between leaves a stray file, never a course without its picture. */
export async function deleteCourse(id: string): Promise<void> {
  const ref = courseRef(id);
  const coursesPhoto = await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound(COURSE_NOT_FOUND);
    transaction.delete(ref);
    return snapshot.get('coursesPhoto') as unknown;
  });
  await Promise.all([deletePhotoQuietly(coursesPhoto), deleteAllReadings(ref)]);
}
