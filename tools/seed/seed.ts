/**
 * Writes the seed data into Firestore, Auth and Cloud Storage: only what is missing, so it can run
 * on every `npm start` without undoing changes made through the admin dashboard. The caller
 * chooses the target through the usual environment (FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST, STORAGE_EMULATOR_HOST, GCLOUD_PROJECT, FIREBASE_CONFIG).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  ACCOUNTS,
  BANNERS,
  CATEGORIES,
  COURSES,
  NOTES,
  PLACEHOLDER_TEACHER,
  PLANS,
  type Role,
  type SeedAccount,
  type SeedCourse,
  type SeedNote,
  type SeedPlan,
} from './data.js';
import {
  SAMPLE_SITE_SETTINGS,
  addCalendarMonths,
  passageInputSchema,
  questionInputSchema,
  sharePhotoOf,
  testInputSchema,
} from '@chem/contract';
import { optimiseImage, shareImage, type ImagePreset } from '../../functions/src/lib/images.js';
import {
  READINGS,
  prepareCurriculum,
  readCurriculum,
  readingDocId,
  storedChaptersField,
  type PreparedCurriculum,
} from '../../functions/src/services/curriculum.js';
import { makeAvatarPng, makeBannerPng, makeCoursePhotoPng } from './artwork.js';
import { makeNotePdf } from './note-pdf.js';
import { rebuildSalesStats } from '../../functions/src/services/sales-stats.js';
import { seedRefusal } from './guard.js';
import { SEED_PASSAGES, SEED_QUESTIONS, SEED_TESTS } from './practice-tests.js';
import { seedDoubts } from './doubts.js';
import { questionFields } from '../../functions/src/services/practice-tests/questions.js';

export const DEFAULT_PROJECT_ID = 'demo-chemistry';

/** The accounts the seed creates, for the launcher to print. */
export const SEED_ACCOUNTS: ReadonlyArray<{ email: string; password: string; role: Role; description: string }> = ACCOUNTS.map(
  ({ email, password, role, description }) => ({ email, password, role, description }),
);

export const SEED_KINDS = [
  'authUsers',
  'adminClaims',
  'files',
  'categories',
  'courses',
  'plans',
  'notes',
  'banners',
  'settings',
  'users',
  'subscriptions',
  'readings',
  'passages',
  'questions',
  'practiceTests',
  'doubts',
] as const;
export type SeedKind = (typeof SEED_KINDS)[number];

export interface SeedCount {
  created: number;
  existing: number;
}

export interface SeedReport {
  projectId: string;
  bucket: string;
  counts: Record<SeedKind, SeedCount>;
  /** Seeded courses still stored with the seed's old chapter names only, given the seed's lessons. */
  upgradedCourses: string[];
  /** Where each seeded account ended up; the uid differs from the seed's own when the email already existed. */
  accounts: Array<{ email: string; uid: string; role: Role }>;
}

export interface SeedOptions {
  log?: (line: string) => void;
}

// A named app keeps the seed from claiming (and configuring) the default app that the Functions
// code in the same process (tests, launcher) initialises for itself.
const SEED_APP_NAME = 'chemistry-seed';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

interface Target {
  app: App;
  db: Firestore;
  auth: Auth;
  bucket: Bucket;
  projectId: string;
}

function envProjectId(): string | undefined {
  return process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
}

function connect(): Target {
  let app = getApps().find((candidate) => candidate.name === SEED_APP_NAME);
  if (!app) {
    // With FIREBASE_CONFIG set the SDK reads project and bucket from it; otherwise name them.
    const projectId = envProjectId() ?? DEFAULT_PROJECT_ID;
    app = process.env.FIREBASE_CONFIG
      ? initializeApp(undefined, SEED_APP_NAME)
      : initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, SEED_APP_NAME);
    getFirestore(app).settings({ ignoreUndefinedProperties: true });
  }
  const projectId = app.options.projectId ?? envProjectId() ?? DEFAULT_PROJECT_ID;
  const bucketName = app.options.storageBucket ?? `${projectId}.appspot.com`;
  return { app, db: getFirestore(app), auth: getAuth(app), bucket: getStorage(app).bucket(bucketName), projectId };
}

function emptyCounts(): Record<SeedKind, SeedCount> {
  const counts = {} as Record<SeedKind, SeedCount>;
  for (const kind of SEED_KINDS) counts[kind] = { created: 0, existing: 0 };
  return counts;
}

/** Runs `fn` over `items` with at most `limit` in flight: enough to overlap round trips, few enough to be kind to the emulator. */
async function forEachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= make());
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === code;
}

// ---------------------------------------------------------------------------------------------
// Generated files
// ---------------------------------------------------------------------------------------------

// PDFs are needed both for upload and for the note's `size`; generate each at most once per run.
const notePdfs = new Map<string, () => Promise<Buffer>>();
function notePdf(note: SeedNote): Promise<Buffer> {
  let make = notePdfs.get(note.id);
  if (!make) {
    make = once(() =>
      makeNotePdf({ title: note.title, subtitle: note.subtitle, pages: note.pages, sections: note.sections, author: PLACEHOLDER_TEACHER }),
    );
    notePdfs.set(note.id, make);
  }
  return make();
}

interface SeedFile {
  path: string;
  contentType: string;
  make: () => Promise<Buffer>;
}

const avatarPath = (uid: string) => `users/${uid}.webp`;

function seedFiles(accounts: ReadonlyArray<{ account: SeedAccount; uid: string }>): SeedFile[] {
  // Drawn as PNG, then stored exactly as the API stores an uploaded picture (WebP, bounded size).
  const image = (path: string, preset: ImagePreset, draw: () => Buffer): SeedFile => ({
    path,
    contentType: 'image/webp',
    make: async () => (await optimiseImage(draw(), preset, 'Seed image is not an image.')).data,
  });
  // A course photo and its link-preview picture come from one drawing.
  const photos = new Map<number, Buffer>();
  const coursePhoto = (variant: number) => {
    const drawn = photos.get(variant) ?? makeCoursePhotoPng(variant);
    photos.set(variant, drawn);
    return drawn;
  };
  return [
    ...NOTES.map((note): SeedFile => ({ path: note.filePath, contentType: note.contentType, make: () => notePdf(note) })),
    ...COURSES.map((course) => image(`uploads${course.coursesPhoto}`, 'coursePhoto', () => coursePhoto(course.photoVariant))),
    // Each photo's link-preview picture, as an upload makes it.
    ...COURSES.map((course): SeedFile => ({
      path: `uploads${sharePhotoOf(course.coursesPhoto)}`,
      contentType: 'image/jpeg',
      make: async () => (await shareImage(coursePhoto(course.photoVariant))).data,
    })),
    ...BANNERS.map((banner) => image(banner.storagePath, 'banner', () => makeBannerPng(banner.variant))),
    ...accounts.map(({ account, uid }) => image(`uploads/${avatarPath(uid)}`, 'avatar', () => makeAvatarPng(account.avatarVariant))),
    ...SEED_QUESTIONS.flatMap((question) => (question.image ? [image(question.image.path, 'coursePhoto', question.image.draw)] : [])),
  ];
}

/**
 * A file's bytes, from `SEED_FILE_CACHE` when an earlier seed of the same test run made them.
 * `npm test` sets it to a folder of the run's artifacts, emptied when the next run starts, so the
 * bytes always come from this run's code: every browser test file seeds emptied emulators again,
 * and drawing the pictures is most of a seed's time.
 */
async function generated(file: SeedFile): Promise<Buffer> {
  const cacheDir = process.env.SEED_FILE_CACHE;
  if (!cacheDir) return file.make();
  const cached = join(cacheDir, encodeURIComponent(file.path));
  try {
    return await readFile(cached);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
  }
  const data = await file.make();
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, cached);
  return data;
}

async function ensureFiles(target: Target, files: SeedFile[], count: SeedCount, log: (line: string) => void) {
  await forEachLimit(files, 4, async (file) => {
    const object = target.bucket.file(file.path);
    const [exists] = await object.exists();
    if (exists) {
      count.existing++;
      return;
    }
    const data = await generated(file);
    // Note files are paid content: only the API hands them out, never a cache along the way.
    const cacheControl = file.path.startsWith('uploads/') ? 'public, max-age=86400' : 'private, no-store';
    await object.save(data, { resumable: false, contentType: file.contentType, metadata: { cacheControl } });
    count.created++;
    log(`uploaded ${file.path} (${data.length} bytes)`);
  });
}

// ---------------------------------------------------------------------------------------------
// Auth accounts
// ---------------------------------------------------------------------------------------------

async function ensureAccount(target: Target, account: SeedAccount, counts: Record<SeedKind, SeedCount>, log: (line: string) => void) {
  let user: UserRecord;
  try {
    user = await target.auth.getUserByEmail(account.email);
    counts.authUsers.existing++;
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
    // A fixed uid makes the seeded accounts easy to find in tests and in the emulator UI.
    user = await target.auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.profile.name,
      emailVerified: true,
    });
    counts.authUsers.created++;
    log(`created account ${account.email} (uid ${user.uid})`);
  }
  if (account.role === 'admin') {
    if (user.customClaims?.admin === true) {
      counts.adminClaims.existing++;
    } else {
      await target.auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
      counts.adminClaims.created++;
      log(`granted the admin claim to ${account.email}`);
    }
  }
  return { account, uid: user.uid };
}

// ---------------------------------------------------------------------------------------------
// Firestore documents (fields exactly as in docs/data-model.md)
// ---------------------------------------------------------------------------------------------

const ts = (date: Date) => Timestamp.fromDate(date);

const namesOnly = (chapters: SeedCourse['chapters']): chapters is readonly string[] =>
  chapters.every((chapter) => typeof chapter === 'string');

/** A seeded course's lessons as the API stores them (ids, outline, reading texts apart); undefined for names only. */
function seededCurriculum(course: SeedCourse): PreparedCurriculum | undefined {
  return namesOnly(course.chapters) ? undefined : prepareCurriculum(course.chapters);
}

/** The fields the curriculum sets on a course document, exactly as services/courses.ts writes them. */
function curriculumFields(course: SeedCourse) {
  const curriculum = seededCurriculum(course);
  if (!curriculum) return { lessons: course.lessons, chapters: [...(course.chapters as readonly string[])] };
  return { lessons: curriculum.lessonCount, chapters: storedChaptersField(curriculum.chapters) };
}

/** A course's or note's Hindi title and description, stored only for those that have them. */
const hindiText = ({ titleHi, descriptionHi }: { titleHi?: string; descriptionHi?: string }) => ({
  ...(titleHi ? { titleHi } : {}),
  ...(descriptionHi ? { descriptionHi } : {}),
});

function courseDoc(course: SeedCourse): DocumentData {
  return {
    title: course.title,
    description: course.description,
    ...hindiText(course),
    fullDescription: course.fullDescription,
    instructor: course.instructor,
    category: course.category,
    duration: course.duration,
    price: course.price,
    originalPrice: course.originalPrice,
    isFree: course.isFree,
    coursesPhoto: course.coursesPhoto,
    sharePhoto: sharePhotoOf(course.coursesPhoto),
    difficulty: course.difficulty,
    rating: course.rating,
    students: course.students,
    featured: course.featured,
    bestseller: course.bestseller,
    isLive: course.isLive,
    ...curriculumFields(course),
    createdAt: ts(course.createdAt),
    updatedAt: ts(course.createdAt),
  };
}

async function noteDoc(note: SeedNote): Promise<DocumentData> {
  return {
    title: note.title,
    description: note.description,
    ...hindiText(note),
    category: note.category,
    tags: note.tags,
    difficulty: note.difficulty,
    pages: note.pages,
    rating: note.rating,
    uploadDate: ts(note.uploadDate),
    downloads: note.downloads,
    filePath: note.filePath,
    fileName: note.fileName,
    contentType: note.contentType,
    // The generator is deterministic, so this equals the stored file's size even when an earlier run uploaded it.
    size: (await notePdf(note)).length,
  };
}

function planDoc(plan: SeedPlan, now: Date): DocumentData {
  return {
    name: plan.name,
    price: plan.price,
    period: plan.period,
    description: plan.description,
    features: plan.features,
    notIncluded: plan.notIncluded,
    status: plan.status,
    duration: plan.duration,
    createdAt: ts(now),
    updatedAt: ts(now),
  };
}

function userDoc(account: SeedAccount, uid: string, now: Date): DocumentData {
  return {
    ...account.profile,
    email: account.email,
    image: avatarPath(uid),
    role: account.role,
    createdAt: ts(now),
    updatedAt: ts(now),
  };
}

interface DocSpec {
  kind: SeedKind;
  ref: DocumentReference;
  /** Built only for missing documents, so a re-run never generates files it does not need. */
  data: () => DocumentData | Promise<DocumentData>;
}

function docSpecs(db: Firestore, accounts: ReadonlyArray<{ account: SeedAccount; uid: string }>, now: Date): DocSpec[] {
  // Seconds apart so that lists ordered by createdAt come out in the seed's order.
  const stagger = (index: number) => ts(new Date(now.getTime() - (CATEGORIES.length - index) * 1000));
  return [
    ...CATEGORIES.map((category, index): DocSpec => ({
      kind: 'categories',
      ref: db.collection('categories').doc(category.id),
      data: () => ({ name: category.name, nameLower: category.name.toLowerCase(), createdAt: stagger(index) }),
    })),
    ...COURSES.map((course): DocSpec => ({ kind: 'courses', ref: db.collection('courses').doc(course.id), data: () => courseDoc(course) })),
    ...PLANS.map((plan): DocSpec => ({ kind: 'plans', ref: db.collection('plans').doc(plan.id), data: () => planDoc(plan, now) })),
    ...NOTES.map((note): DocSpec => ({ kind: 'notes', ref: db.collection('notes').doc(note.id), data: () => noteDoc(note) })),
    ...BANNERS.map((banner): DocSpec => ({
      kind: 'banners',
      ref: db.collection('banners').doc(banner.id),
      data: () => ({ image: banner.image, storagePath: banner.storagePath, createdAt: ts(banner.createdAt) }),
    })),
    // The site settings with their sample values, which the admin's Settings screen marks as
    // samples until the teacher replaces them. No updatedAt: that records the teacher's saves.
    { kind: 'settings', ref: db.doc('settings/site'), data: () => ({ ...SAMPLE_SITE_SETTINGS }) },
    ...accounts.map(({ account, uid }): DocSpec => ({
      kind: 'users',
      ref: db.collection('users').doc(uid),
      data: () => userDoc(account, uid, now),
    })),
    // Practice tests, checked with the editor's own schemas and stored as the API stores them.
    ...SEED_QUESTIONS.map((question, index): DocSpec => ({
      kind: 'questions',
      ref: db.collection('questions').doc(question.id),
      data: () => ({
        ...questionFields(questionInputSchema.parse(question.input)),
        imageUrl: question.image ? `/${question.image.path}` : null,
        imagePath: question.image?.path ?? null,
        createdAt: ts(new Date(now.getTime() - (SEED_QUESTIONS.length - index) * 1000)),
        updatedAt: ts(now),
      }),
    })),
    ...SEED_PASSAGES.map((passage): DocSpec => ({
      kind: 'passages',
      ref: db.collection('passages').doc(passage.id),
      data: () => ({ ...passageInputSchema.parse({ text: passage.text }), createdAt: ts(now), updatedAt: ts(now) }),
    })),
    ...SEED_TESTS.map((test): DocSpec => ({
      kind: 'practiceTests',
      ref: db.collection('practiceTests').doc(test.id),
      data: () => {
        const input = testInputSchema.parse(test.input);
        // As the API stores it: a test with sections also lists their questions in order.
        const questionIds = input.sections.length > 0 ? input.sections.flatMap((section) => section.questionIds) : input.questionIds;
        return { ...input, questionIds, createdAt: ts(now), updatedAt: ts(now) };
      },
    })),
    ...doubtSpecs(db, accounts, now),
  ];
}

/** The sample doubts of the student with a plan and of the learner (tools/seed/doubts.ts). */
function doubtSpecs(db: Firestore, accounts: ReadonlyArray<{ account: SeedAccount; uid: string }>, now: Date): DocSpec[] {
  const asker = (seedUid: string) => {
    const found = accounts.find(({ account }) => account.uid === seedUid);
    return found && { uid: found.uid, name: found.account.profile.name };
  };
  const [student, learner] = [asker('seed-student'), asker('seed-learner')];
  if (!student || !learner) return [];
  return seedDoubts({ student, learner }, now).map((doc): DocSpec => ({ kind: 'doubts', ref: db.doc(doc.path), data: () => doc.data }));
}

async function ensureDocs(target: Target, specs: DocSpec[], counts: Record<SeedKind, SeedCount>, log: (line: string) => void) {
  // One getAll per kind (they run concurrently) instead of one read per document.
  const byKind = new Map<SeedKind, DocSpec[]>();
  for (const spec of specs) byKind.set(spec.kind, [...(byKind.get(spec.kind) ?? []), spec]);
  const missing: DocSpec[] = [];
  await Promise.all(
    [...byKind.values()].map(async (group) => {
      const snapshots = await target.db.getAll(...group.map((spec) => spec.ref));
      snapshots.forEach((snapshot, index) => {
        const spec = group[index];
        if (!spec) return;
        if (snapshot.exists) counts[spec.kind].existing++;
        else missing.push(spec);
      });
    }),
  );
  if (missing.length === 0) return;
  const batch = target.db.batch();
  for (const spec of missing) batch.create(spec.ref, await spec.data());
  await batch.commit();
  for (const spec of missing) counts[spec.kind].created++;
  log(`created ${missing.length} documents: ${missing.map((spec) => spec.ref.path).join(', ')}`);
}

/**
 * The reading texts a seeded course points at. A course the seed stored before it had lessons
 * (chapter names equal to the seed's, so the teacher has not edited them) is given the seed's
 * lessons first; a course the teacher changed is left as it is.
 */
async function ensureCurricula(target: Target, counts: Record<SeedKind, SeedCount>, upgraded: string[], log: (line: string) => void) {
  for (const course of COURSES) {
    const curriculum = seededCurriculum(course);
    if (!curriculum) continue;
    const ref = target.db.collection('courses').doc(course.id);
    const snapshot = await ref.get();
    if (!snapshot.exists) continue;
    const stored: unknown = snapshot.get('chapters');
    const seedTitles = curriculum.chapters.map((chapter) => chapter.title);
    if (Array.isArray(stored) && stored.length === seedTitles.length && stored.every((name, index) => name === seedTitles[index])) {
      await ref.update({ ...curriculumFields(course), updatedAt: Timestamp.now() });
      upgraded.push(course.id);
      log(`gave ${course.id} the seed's lessons`);
    }
    const pointedAt = readCurriculum(upgraded.includes(course.id) ? storedChaptersField(curriculum.chapters) : stored);
    const wanted = pointedAt
      .flatMap((chapter) => chapter.lessons)
      .flatMap((lesson) => (lesson.kind === 'reading' ? [readingDocId(lesson.id, lesson.textHash)] : []))
      .filter((id) => curriculum.readings.has(id));
    if (wanted.length === 0) continue;
    const refs = wanted.map((id) => ref.collection(READINGS).doc(id));
    const existing = await target.db.getAll(...refs);
    const batch = target.db.batch();
    for (const reading of existing) {
      if (reading.exists) {
        counts.readings.existing++;
        continue;
      }
      batch.create(reading.ref, { text: curriculum.readings.get(reading.id) ?? '', createdAt: Timestamp.now() });
      counts.readings.created++;
    }
    await batch.commit();
  }
}

async function ensureSubscription(
  target: Target,
  account: SeedAccount,
  uid: string,
  now: Date,
  count: SeedCount,
  log: (line: string) => void,
) {
  const plan = PLANS.find((candidate) => candidate.id === account.subscribedPlanId);
  if (!plan) throw new Error(`Seed account ${account.email} subscribes to unknown plan ${account.subscribedPlanId}`);
  // Any earlier subscription (even an expired one) is history the student made; leave it alone.
  const earlier = await target.db.collection('subscriptions').where('userId', '==', uid).limit(1).get();
  if (!earlier.empty) {
    count.existing++;
    return;
  }
  // The purchase as a Razorpay payment would have left it (services/payments.ts), so the
  // dashboard's receipt and the admin's captured revenue have something to show.
  const tag = `Seed${account.uid.replace(/^seed-/, '').replace(/[^A-Za-z0-9]/g, '')}`;
  const orderId = `order_${tag}`;
  const paymentId = `pay_${tag}`;
  const endDate = addCalendarMonths(now, plan.duration);
  const subscription = target.db.collection('subscriptions').doc();
  const batch = target.db.batch();
  batch.create(subscription, {
    userId: uid,
    planId: plan.id,
    planName: plan.name,
    price: plan.price,
    status: 'active',
    startDate: ts(now),
    endDate: ts(endDate),
    paymentId,
    createdAt: ts(now),
    updatedAt: ts(now),
  });
  const amount = Math.round(plan.price * 100);
  batch.set(target.db.doc(`paymentOrders/${orderId}`), {
    userId: uid,
    plan: { id: plan.id, name: plan.name, price: plan.price, duration: plan.duration },
    amount,
    currency: 'INR',
    receipt: `rcpt_${tag}`,
    status: 'paid',
    paymentId,
    method: 'upi',
    subscriptionId: subscription.id,
    createdAt: ts(now),
    updatedAt: ts(now),
    paidAt: ts(now),
  });
  batch.set(target.db.doc(`payments/${paymentId}`), {
    orderId,
    userId: uid,
    planId: plan.id,
    planName: plan.name,
    amount,
    currency: 'INR',
    status: 'captured',
    method: 'upi',
    subscriptionId: subscription.id,
    startDate: ts(now),
    endDate: ts(endDate),
    createdAt: ts(now),
    capturedAt: ts(now),
  });
  await batch.commit();
  count.created++;
  log(`created an active ${plan.name} subscription for ${account.email}`);
}

// ---------------------------------------------------------------------------------------------

export async function seed(options: SeedOptions = {}): Promise<SeedReport> {
  const log = options.log ?? (() => undefined);
  const target = connect();
  const refusal = seedRefusal(target.projectId);
  if (refusal) throw new Error(refusal);
  const counts = emptyCounts();
  const now = new Date();
  log(`seeding project ${target.projectId}, bucket ${target.bucket.name}`);

  const accounts: Array<{ account: SeedAccount; uid: string }> = [];
  for (const account of ACCOUNTS) accounts.push(await ensureAccount(target, account, counts, log));

  // Files first: a document is never visible before the file it points to exists.
  await ensureFiles(target, seedFiles(accounts), counts.files, log);
  await ensureDocs(target, docSpecs(target.db, accounts, now), counts, log);
  const upgradedCourses: string[] = [];
  await ensureCurricula(target, counts, upgradedCourses, log);
  for (const { account, uid } of accounts) {
    if (account.subscribedPlanId) await ensureSubscription(target, account, uid, now, counts.subscriptions, log);
  }
  // The overview's sales counters, from the seeded payments and students (idempotent).
  const sales = await rebuildSalesStats(target.db);
  log(`sales counters: ${sales.payments} payments in ${sales.months} months, ${sales.students} students in ${sales.weeks} weeks`);

  for (const kind of SEED_KINDS) {
    const { created, existing } = counts[kind];
    if (created + existing > 0) log(`${kind}: ${created} created, ${existing} already there`);
  }
  return {
    projectId: target.projectId,
    bucket: target.bucket.name,
    counts,
    upgradedCourses,
    accounts: accounts.map(({ account, uid }) => ({ email: account.email, uid, role: account.role })),
  };
}
