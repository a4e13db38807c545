import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseProgress, LearnCourse } from '@chem/contract';
import {
  addSubscription,
  api,
  bearer,
  binaryBody as binary,
  createAccount,
  createTestAccounts,
  messageOf,
  type TestAccount,
} from '../../../tests/support/api.js';
import { createNote } from '../../../tests/support/notes.js';
import { db } from '../lib/firebase.js';

let admin: TestAccount;
/** Signed in, no subscription. */
let student: TestAccount;
/** An active subscription. */
let subscriber: TestAccount;
let noteId: string;
let paidCourseId: string;
let freeCourseId: string;

const VIDEO_ID = 'dQw4w9WgXcQ';
const OTHER_VIDEO_ID = 'M7lc1UVf-VE';

const subscribe = (uid: string) => addSubscription(uid, 'active', new Date(Date.now() + 30 * 86_400_000));

const createCourse = (body: Record<string, unknown>, token: string | null = admin.token) => {
  const request = api().post('/api/courses/createCourse');
  return (token ? request.set(bearer(token)) : request).send(body);
};
const updateCourse = (id: string, body: Record<string, unknown>, token: string | null = admin.token) => {
  const request = api().put(`/api/courses/updateCourse/${id}`);
  return (token ? request.set(bearer(token)) : request).send(body);
};
const get = (path: string, token?: string | null) => {
  const request = api().get(path);
  return token ? request.set(bearer(token)) : request;
};
const post = (path: string, token?: string | null, body?: unknown) => {
  const request = api().post(path);
  return (token ? request.set(bearer(token)) : request).send(body as object);
};

const lessonPath = (courseId: string, lessonId: string) => `/api/learn/courses/${courseId}/lessons/${lessonId}`;
const complete = (courseId: string, lessonId: string, token: string | null) => post(`${lessonPath(courseId, lessonId)}/complete`, token);
const study = (courseId: string, lessonId: string, token: string | null, body: unknown) =>
  post(`${lessonPath(courseId, lessonId)}/study`, token, body);
const learnCourse = async (courseId: string, token?: string | null) => {
  const response = await get(`/api/learn/courses/${courseId}`, token);
  expect(response.status).toBe(200);
  return response.body as LearnCourse;
};
const progressDoc = (uid: string, courseId: string) => db().doc(`users/${uid}/courseProgress/${courseId}`).get();

/** A paid course: a free-preview video, a reading, a note lesson and a second video. */
const paidCurriculum = () => [
  {
    id: 'ch-intro',
    title: 'Getting started',
    lessons: [
      {
        id: 'intro-video',
        title: 'Welcome',
        kind: 'video',
        videoId: `https://youtu.be/${VIDEO_ID}?t=4`,
        durationSeconds: 300,
        freePreview: true,
      },
      { id: 'intro-reading', title: 'How to use this course', kind: 'reading', text: 'Read each chapter.\nThen practise.' },
    ],
  },
  {
    id: 'ch-core',
    title: 'Core ideas',
    lessons: [
      { id: 'core-note', title: 'Class notes', kind: 'note', noteId },
      { id: 'core-video', title: 'Worked examples', kind: 'video', videoId: `https://www.youtube.com/watch?v=${OTHER_VIDEO_ID}` },
    ],
  },
];

beforeAll(async () => {
  ({ admin, student, other: subscriber } = await createTestAccounts());
  await subscribe(subscriber.uid);
  noteId = await createNote(admin.token, { title: 'Class notes', description: 'The chapter in two pages.' });

  const paid = await createCourse({
    title: 'Electrochemistry',
    description: 'Cells and corrosion.',
    price: 499,
    lessons: 40,
    chapters: paidCurriculum(),
  });
  expect(paid.status).toBe(201);
  paidCourseId = paid.body._id as string;
  const free = await createCourse({
    title: 'Chemistry Basics',
    description: 'Free.',
    isFree: true,
    chapters: [
      {
        title: 'Atoms',
        lessons: [{ id: 'basics-reading', title: 'What is an atom?', kind: 'reading', text: 'The smallest part of an element.' }],
      },
    ],
  });
  expect(free.status).toBe(201);
  freeCourseId = free.body._id as string;
});

// ---------------------------------------------------------------------------------------------
// Authoring (the course form's chapters field)
// ---------------------------------------------------------------------------------------------

describe('a course with lessons', () => {
  it('counts its lessons and shows everyone the outline, never the content', async () => {
    const listed = ((await get('/api/courses/getAllCourses')).body as Array<Record<string, unknown>>).find(
      (course) => course._id === paidCourseId,
    );
    expect(listed).toMatchObject({ chapters: ['Getting started', 'Core ideas'], lessons: 4, onlineLessons: 4 });

    const detail = await get(`/api/courses/getCourseById/${paidCourseId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.outline).toEqual([
      {
        id: 'ch-intro',
        title: 'Getting started',
        lessons: [
          { id: 'intro-video', title: 'Welcome', kind: 'video', durationSeconds: 300, freePreview: true },
          { id: 'intro-reading', title: 'How to use this course', kind: 'reading', durationSeconds: 60, freePreview: false },
        ],
      },
      {
        id: 'ch-core',
        title: 'Core ideas',
        lessons: [
          { id: 'core-note', title: 'Class notes', kind: 'note', durationSeconds: null, freePreview: false },
          { id: 'core-video', title: 'Worked examples', kind: 'video', durationSeconds: null, freePreview: false },
        ],
      },
    ]);
    const text = JSON.stringify(detail.body);
    for (const secret of [VIDEO_ID, OTHER_VIDEO_ID, noteId, 'Read each chapter']) expect(text).not.toContain(secret);
  });

  it('gives the teacher the content to edit: ids taken from pasted links, the note, the reading text', async () => {
    const response = await get(`/api/learn/courses/${paidCourseId}/curriculum`, admin.token);
    expect(response.status).toBe(200);
    expect(response.body.chapters[0].lessons).toEqual([
      { id: 'intro-video', title: 'Welcome', freePreview: true, kind: 'video', videoId: VIDEO_ID, durationSeconds: 300, release: null },
      {
        id: 'intro-reading',
        title: 'How to use this course',
        freePreview: false,
        kind: 'reading',
        text: 'Read each chapter.\nThen practise.',
        format: 'plain',
        release: null,
      },
    ]);
    expect(response.body.chapters[1].lessons[0]).toMatchObject({ kind: 'note', noteId });
    expect((await get(`/api/learn/courses/${paidCourseId}/curriculum`, student.token)).status).toBe(403);
    expect((await get(`/api/learn/courses/${paidCourseId}/curriculum`)).status).toBe(401);
  });

  it.each([
    [
      'a video lesson without a video',
      [{ title: 'Cells', lessons: [{ title: 'Daniell cell', kind: 'video', videoId: ' ' }] }],
      'Lesson “Daniell cell” (chapter 1, lesson 1) needs a video: choose one from the playlists or paste a YouTube link.',
    ],
    [
      'a link that is not YouTube',
      [{ title: 'Cells', lessons: [{ title: 'Daniell cell', kind: 'video', videoId: 'https://vimeo.com/1234' }] }],
      'Lesson “Daniell cell” (chapter 1, lesson 1) has a YouTube link or video id that is not valid.',
    ],
    [
      'a note lesson without a note',
      [{ title: 'Cells', lessons: [{ title: 'Cell notes', kind: 'note' }] }],
      'Lesson “Cell notes” (chapter 1, lesson 1) needs a note: choose one from the notes list.',
    ],
    [
      'a note that does not exist',
      [{ title: 'Cells', lessons: [{ title: 'Cell notes', kind: 'note', noteId: 'no-such-note' }] }],
      'Lesson “Cell notes” (chapter 1, lesson 1) names a note that does not exist: choose one from the notes list.',
    ],
    [
      'an empty reading',
      [{ title: 'Cells' }, { title: 'Corrosion', lessons: [{ title: 'Rust', kind: 'reading', text: '  ' }] }],
      'Lesson “Rust” (chapter 2, lesson 1) needs its text.',
    ],
    [
      'a reading over 20,000 characters',
      [{ title: 'Cells', lessons: [{ title: 'Long', kind: 'reading', text: 'a'.repeat(20_001) }] }],
      'Lesson “Long” (chapter 1, lesson 1) is longer than 20,000 characters: split it into two readings.',
    ],
    [
      'a lesson of an unknown kind',
      [{ title: 'Cells', lessons: [{ title: 'Quiz', kind: 'quiz' }] }],
      'Lesson “Quiz” (chapter 1, lesson 1) must be a video, a note, a reading or a test.',
    ],
    ['more than 100 chapters', Array.from({ length: 101 }, (_, index) => `Chapter ${index}`), 'A course can have at most 100 chapters.'],
    [
      'more than 500 lessons',
      Array.from({ length: 6 }, (_, chapter) => ({
        title: `Unit ${chapter}`,
        lessons: Array.from({ length: 84 }, (_, index) => ({ title: `Video ${index}`, kind: 'video', videoId: VIDEO_ID })),
      })),
      'A course can have at most 500 lessons.',
    ],
  ])('refuses %s with a 400 naming it, and stores nothing', async (_case, chapters, message) => {
    const before = (await db().collection('courses').count().get()).data().count;
    const response = await createCourse({ title: 'Refused', description: 'Never stored.', price: 10, chapters });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect((await db().collection('courses').count().get()).data().count).toBe(before);
  });

  it('keeps lesson ids through an edit, stores a changed reading anew and removes texts nothing points at', async () => {
    const created = await createCourse({
      title: 'Edit me',
      description: 'Edited below.',
      isFree: true,
      chapters: [
        {
          title: 'One',
          lessons: [
            { title: 'First text', kind: 'reading', text: 'Version one.' },
            { title: 'Second text', kind: 'reading', text: 'Stays.' },
          ],
        },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const readings = async () =>
      (await db().collection(`courses/${id}/readings`).get()).docs.map((doc) => doc.get('text') as string).sort();
    expect(await readings()).toEqual(['Stays.', 'Version one.']);

    const curriculum = (await get(`/api/learn/courses/${id}/curriculum`, admin.token)).body as {
      chapters: Array<{ id: string; lessons: Array<{ id: string }> }>;
    };
    const [first, second] = curriculum.chapters[0]!.lessons;
    const updated = await updateCourse(id, {
      chapters: [
        {
          id: curriculum.chapters[0]!.id,
          title: 'One, renamed',
          lessons: [
            { ...first, text: 'Version two.' },
            { id: 'added-video', title: 'New video', kind: 'video', videoId: VIDEO_ID },
          ],
        },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ chapters: ['One, renamed'], lessons: 2 });
    const after = (await get(`/api/learn/courses/${id}/curriculum`, admin.token)).body as typeof curriculum;
    expect(after.chapters[0]!.lessons.map((lesson) => lesson.id)).toEqual([first!.id, 'added-video']);
    expect(after.chapters[0]!.lessons.map((lesson) => lesson.id)).not.toContain(second!.id);
    expect(await readings()).toEqual(['Version two.']);

    expect((await api().delete(`/api/courses/deleteCourse/${id}`).set(bearer(admin.token))).status).toBe(200);
    expect(await readings()).toEqual([]);
  });

  it('still takes chapter names alone, for a course without lessons', async () => {
    const response = await createCourse({
      title: 'Names only',
      description: 'No lessons yet.',
      price: 5,
      lessons: 12,
      chapters: ['Atoms', 'Bonds'],
    });
    expect(response.body).toMatchObject({ chapters: ['Atoms', 'Bonds'], lessons: 12, onlineLessons: 0 });
    const outline = (await get(`/api/courses/getCourseById/${response.body._id as string}`)).body.outline as Array<{
      title: string;
      lessons: unknown[];
    }>;
    expect(outline.map((chapter) => [chapter.title, chapter.lessons.length])).toEqual([
      ['Atoms', 0],
      ['Bonds', 0],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Who may open what
// ---------------------------------------------------------------------------------------------

describe('opening lessons', () => {
  it('shows a visitor the outline with every lesson locked, and asks them to log in for a lesson', async () => {
    const course = await learnCourse(paidCourseId, null);
    expect(course).toMatchObject({ viewer: 'anonymous', progress: null, resumeLessonId: 'intro-video' });
    expect(course.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.locked))).toEqual([true, true, true, true]);
    expect(JSON.stringify(course)).not.toContain(VIDEO_ID);
    expect((await get(lessonPath(paidCourseId, 'intro-video'))).status).toBe(401);
  });

  it("carries the course's Hindi title when the teacher wrote one, for the player's heading in Hindi", async () => {
    expect((await learnCourse(paidCourseId, null)).course).not.toHaveProperty('titleHi');
    await db().doc(`courses/${paidCourseId}`).update({ titleHi: 'विद्युत रसायन' });
    try {
      expect((await learnCourse(paidCourseId, null)).course).toMatchObject({ title: 'Electrochemistry', titleHi: 'विद्युत रसायन' });
    } finally {
      await db().doc(`courses/${paidCourseId}`).update({ titleHi: FieldValue.delete() });
    }
  });

  it('opens a paid course’s free preview to a student without a subscription, and refuses the rest with 403', async () => {
    const course = await learnCourse(paidCourseId, student.token);
    expect(course.viewer).toBe('student');
    expect(course.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => [lesson.id, lesson.locked]))).toEqual([
      ['intro-video', false],
      ['intro-reading', true],
      ['core-note', true],
      ['core-video', true],
    ]);
    const preview = await get(lessonPath(paidCourseId, 'intro-video'), student.token);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ chapterId: 'ch-intro', body: { kind: 'video', videoId: VIDEO_ID, durationSeconds: 300 } });

    const locked = await get(lessonPath(paidCourseId, 'intro-reading'), student.token);
    expect(locked.status).toBe(403);
    expect(messageOf(locked)).toBe('This lesson is part of a paid course. Subscribe to a plan to open it.');
    expect(JSON.stringify(locked.body)).not.toContain('Read each chapter');
  });

  it('opens every lesson of a free course to any signed-in student', async () => {
    const response = await get(lessonPath(freeCourseId, 'basics-reading'), student.token);
    expect(response.status).toBe(200);
    expect(response.body.body).toEqual({ kind: 'reading', text: 'The smallest part of an element.', format: 'plain' });
  });

  it('opens everything to a subscriber: the reading’s text and the note lesson’s note', async () => {
    expect((await learnCourse(paidCourseId, subscriber.token)).viewer).toBe('subscriber');
    const reading = await get(lessonPath(paidCourseId, 'intro-reading'), subscriber.token);
    expect(reading.body.body).toEqual({ kind: 'reading', text: 'Read each chapter.\nThen practise.', format: 'plain' });
    const note = await get(lessonPath(paidCourseId, 'core-note'), subscriber.token);
    expect(note.body.body).toMatchObject({ kind: 'note', note: { _id: noteId, title: 'Class notes' } });
    expect(JSON.stringify(note.body)).not.toContain('filePath');
  });

  it('opens everything to the teacher, without recording progress', async () => {
    const course = await learnCourse(paidCourseId, admin.token);
    expect(course).toMatchObject({ viewer: 'admin', progress: null });
    expect((await get(lessonPath(paidCourseId, 'core-video'), admin.token)).status).toBe(200);
    const refused = await complete(paidCourseId, 'core-video', admin.token);
    expect(refused.status).toBe(403);
    expect((await progressDoc(admin.uid, paidCourseId)).exists).toBe(false);
  });

  it('answers 404 for an unknown course, an unknown lesson and another course’s lesson', async () => {
    for (const path of [
      '/api/learn/courses/no-such-course',
      lessonPath('no-such-course', 'intro-video'),
      lessonPath(paidCourseId, 'no-such-lesson'),
      lessonPath(freeCourseId, 'intro-video'),
    ]) {
      const response = await get(path, subscriber.token);
      expect(response.status, path).toBe(404);
    }
    expect((await complete(freeCourseId, 'intro-video', subscriber.token)).status).toBe(404);
  });

  it('serves a note lesson’s file stamped for a student the lesson is open to, and refuses a locked one', async () => {
    const open = (user: TestAccount, use: 'preview' | 'download') =>
      get(`${lessonPath(paidCourseId, 'core-note')}/${use}`, user.token)
        .buffer(true)
        .parse(binary);
    const locked = await open(student, 'download');
    expect(locked.status).toBe(403);

    const response = await open(subscriber, 'download');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-note-stamped']).toBe('true');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await db().doc(`notes/${noteId}`).get()).get('downloads')).toBe(1);
    expect((await get(`${lessonPath(paidCourseId, 'intro-video')}/preview`, subscriber.token)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// Progress
// ---------------------------------------------------------------------------------------------

describe('progress', () => {
  it('counts a lesson completed twice once, writing only the first time, and resumes after it', async () => {
    const first = await complete(paidCourseId, 'intro-video', subscriber.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      completedLessonIds: ['intro-video'],
      completedLessons: 1,
      totalLessons: 4,
      percent: 25,
      lastLessonId: 'intro-video',
    });
    const written = (await progressDoc(subscriber.uid, paidCourseId)).updateTime;

    const again = await complete(paidCourseId, 'intro-video', subscriber.token);
    expect(again.body).toMatchObject({ completedLessons: 1, percent: 25 });
    const stored = await progressDoc(subscriber.uid, paidCourseId);
    expect(stored.get('completed')).toEqual(['intro-video']);
    expect(stored.updateTime?.isEqual(written!)).toBe(true);

    const course = await learnCourse(paidCourseId, subscriber.token);
    expect(course.resumeLessonId).toBe('intro-reading');
    expect(course.chapters[0]!.lessons.map((lesson) => lesson.completed)).toEqual([true, false]);
  });

  it('refuses progress on a lesson the student cannot open (403) and for a visitor (401), storing nothing', async () => {
    const before = await progressDoc(student.uid, paidCourseId);
    expect((await complete(paidCourseId, 'core-video', student.token)).status).toBe(403);
    expect((await study(paidCourseId, 'core-video', student.token, { seconds: 5 })).status).toBe(403);
    expect((await complete(paidCourseId, 'intro-video', null)).status).toBe(401);
    // Opening a free preview earlier may have started the course; the refusals changed nothing.
    expect((await progressDoc(student.uid, paidCourseId)).updateTime).toEqual(before.updateTime);
  });

  it('stops counting a removed lesson and never passes 100%', async () => {
    const learner = await createAccount({ email: 'removed-lessons@example.com' });
    await subscribe(learner.uid);
    const created = await createCourse({ title: 'Shrinking', description: 'Loses a lesson.', price: 99, chapters: paidCurriculum() });
    const id = created.body._id as string;
    for (const lesson of ['intro-video', 'intro-reading', 'core-video'])
      expect((await complete(id, lesson, learner.token)).status).toBe(200);
    expect((await learnCourse(id, learner.token)).progress).toMatchObject({ completedLessons: 3, totalLessons: 4, percent: 75 });

    const [intro, core] = paidCurriculum();
    await updateCourse(id, { chapters: [intro, { ...core, lessons: core!.lessons.filter((lesson) => lesson.id !== 'core-video') }] });
    expect((await learnCourse(id, learner.token)).progress).toMatchObject({
      completedLessonIds: ['intro-video', 'intro-reading'],
      completedLessons: 2,
      totalLessons: 3,
      percent: 66,
    });

    await updateCourse(id, { chapters: [intro] });
    const progress = (await learnCourse(id, learner.token)).progress as CourseProgress;
    expect(progress).toMatchObject({ completedLessons: 2, totalLessons: 2, percent: 100 });

    const learners = await get(`/api/learn/courses/${id}/learners`, admin.token);
    expect(learners.body).toEqual({ started: 1, finished: 1, averagePercent: 100, totalLessons: 2 });
    expect((await get(`/api/learn/courses/${id}/learners`, learner.token)).status).toBe(403);
  });
});

describe('study time', () => {
  it.each([
    ['negative', { seconds: -5 }],
    ['zero', { seconds: 0 }],
    ['not a number', { seconds: 'ten' }],
    ['a fraction', { seconds: 1.5 }],
    ['missing', {}],
    ['more than one batch may hold', { seconds: 601 }],
    ['not an object', 'ten'],
  ])('refuses study time that is %s with 400', async (_case, body) => {
    const before = await progressDoc(student.uid, freeCourseId);
    const response = await study(freeCourseId, 'basics-reading', student.token, body);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Study time must be a whole number of seconds from 1 to 600.');
    expect((await progressDoc(student.uid, freeCourseId)).updateTime).toEqual(before.updateTime);
  });

  it('adds what wall-clock time allows, and refuses more than has passed since the last report', async () => {
    const learner = await createAccount({ email: 'studious@example.com' });
    // Signed in moments ago: ten minutes of study cannot have happened yet.
    const tooMuch = await study(freeCourseId, 'basics-reading', learner.token, { seconds: 600 });
    expect(tooMuch.status).toBe(400);
    expect(messageOf(tooMuch)).toBe('That is more study time than has passed since your last report.');

    const first = await study(freeCourseId, 'basics-reading', learner.token, { seconds: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ studySeconds: 2, lastLessonId: 'basics-reading' });
    const again = await study(freeCourseId, 'basics-reading', learner.token, { seconds: 60 });
    expect(again.status).toBe(400);

    // Two minutes pass (the report is moved back instead of the test waiting).
    await db()
      .doc(`users/${learner.uid}/courseProgress/${freeCourseId}`)
      .update({ lastStudyAt: Timestamp.fromMillis(Date.now() - 120_000) });
    const later = await study(freeCourseId, 'basics-reading', learner.token, { seconds: 100 });
    expect(later.body).toMatchObject({ studySeconds: 102 });
    // The clock is the student's, not the course's: another course cannot spend the same minutes.
    const elsewhere = await study(paidCourseId, 'intro-video', learner.token, { seconds: 60 });
    expect(elsewhere.status).toBe(400);
    expect((await progressDoc(learner.uid, freeCourseId)).get('studySeconds')).toBe(102);
  });
});

describe('GET /api/learn/progress', () => {
  it('gives a new student honest empty figures', async () => {
    const newcomer = await createAccount({ email: 'newcomer@example.com' });
    const response = await get('/api/learn/progress', newcomer.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      courses: [],
      totals: { coursePercent: null, lessonsCompleted: 0, studySeconds: 0, averageScore: null },
      recentTests: [],
    });
    expect((await get('/api/learn/progress')).status).toBe(401);
  });

  it('counts the student’s own lessons, study time and chapters, the latest course first', async () => {
    const learner = await createAccount({ email: 'dashboard@example.com' });
    await subscribe(learner.uid);
    await complete(freeCourseId, 'basics-reading', learner.token);
    await complete(paidCourseId, 'intro-video', learner.token);
    await complete(paidCourseId, 'intro-reading', learner.token);
    await complete(paidCourseId, 'core-note', learner.token);
    await db()
      .doc(`users/${learner.uid}/courseProgress/${paidCourseId}`)
      .update({ lastStudyAt: Timestamp.fromMillis(Date.now() - 600_000) });
    expect((await study(paidCourseId, 'core-note', learner.token, { seconds: 300 })).status).toBe(200);

    const response = await get('/api/learn/progress', learner.token);
    expect(response.body.totals).toEqual({ coursePercent: 80, lessonsCompleted: 4, studySeconds: 300, averageScore: null });
    const [latest, earlier] = response.body.courses;
    expect(latest).toMatchObject({
      course: { _id: paidCourseId, title: 'Electrochemistry' },
      resumeLessonId: 'core-video',
      progress: { percent: 75 },
    });
    expect(latest.chapters).toEqual([
      { id: 'ch-intro', title: 'Getting started', totalLessons: 2, completedLessons: 2, percent: 100, status: 'completed' },
      { id: 'ch-core', title: 'Core ideas', totalLessons: 2, completedLessons: 1, percent: 50, status: 'in-progress' },
    ]);
    expect(earlier).toMatchObject({ course: { _id: freeCourseId }, progress: { percent: 100 } });
    // Someone else's figures are never in it.
    expect(JSON.stringify(response.body)).not.toContain(subscriber.uid);
  });
});
