/**
 * The seed's doubts: SAMPLES written for the local site, so `npm start` shows the feature at work:
 * a doubt the teacher answered and published under its lesson (what every subscriber sees under
 * "Solved doubts"), and two waiting in her queue, one from a student of the free course. Each
 * text says it is a sample. Stored exactly as services/doubts writes them (see ARCHITECTURE.md's
 * data model); the ids are fixed, so a second run finds them and writes nothing. The overview's
 * median is left to answers really given on the site: no `doubtStats` entry is made up here.
 */
import type { DoubtPlace } from '@chem/contract';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

export interface SeedDoubtDoc {
  /** Path below the database root: `doubts/<id>` or `doubts/<id>/doubtMessages/<id>`. */
  path: string;
  data: DocumentData;
}

const HOUR = 3_600_000;

const lessonPlace = (place: Omit<Extract<DoubtPlace, { kind: 'lesson' }>, 'kind' | 'lessonKind'>): DoubtPlace => ({
  kind: 'lesson',
  lessonKind: 'video',
  ...place,
});

/**
 * The seeded doubts for the student with a plan (`student`, the asker of the published one and
 * of one waiting) and the learner on the free course (`learner`).
 */
export function seedDoubts(
  accounts: { student: { uid: string; name: string }; learner: { uid: string; name: string } },
  now: Date,
): SeedDoubtDoc[] {
  const ts = (msAgo: number) => Timestamp.fromMillis(now.getTime() - msAgo);
  const base = { published: false, publishedPlace: null, alsoAsked: 0, firstAnsweredAt: null, resolvedAt: null };

  const askedAt = ts(30 * HOUR);
  const answeredAt = ts(27 * HOUR);
  const answer = {
    text: 'Sample answer: the π bond of ethene has to be opened before the chains can grow. A Ziegler–Natta catalyst (\\ce{TiCl4} with \\ce{Al(C2H5)3}) does that at low pressure: \\ce{n CH2=CH2 -> (-CH2-CH2-)_n}. Watch the video again from 4:05.',
    photos: [],
    createdAt: answeredAt,
  };
  const published: SeedDoubtDoc = {
    path: 'doubts/seed-doubt-polymer',
    data: {
      ...base,
      userId: accounts.student.uid,
      askerName: accounts.student.name,
      showName: false,
      status: 'resolved',
      text: 'Sample doubt: why does \\ce{CH2=CH2} need a catalyst to polymerise, when the reaction gives out heat?',
      photos: [],
      place: lessonPlace({
        courseId: 'engineering-chemistry',
        courseTitle: 'Engineering Chemistry',
        chapterId: 'ec-polymers',
        chapterTitle: 'Polymers and Composites',
        lessonId: 'ec-polymers-intro',
        lessonTitle: 'Introduction to polymers',
        seconds: 245,
      }),
      courseId: 'engineering-chemistry',
      chapter: 'Polymers and Composites',
      createdAt: askedAt,
      updatedAt: answeredAt,
      waitingSince: null,
      firstAnsweredAt: answeredAt,
      resolvedAt: answeredAt,
      messageCount: 1,
      lastMessageBy: 'teacher',
      published: true,
      publishedPlace: 'lesson:engineering-chemistry:ec-polymers-intro',
      publishedAt: answeredAt,
      publication: { text: '', askedBy: null, answers: [answer] },
    },
  };
  published.data.publication.text = published.data.text;

  return [
    published,
    {
      path: 'doubts/seed-doubt-polymer/doubtMessages/seed-answer',
      data: { doubtId: 'seed-doubt-polymer', userId: accounts.student.uid, author: 'teacher', ...answer },
    },
    {
      path: 'doubts/seed-doubt-edta',
      data: {
        ...base,
        userId: accounts.student.uid,
        askerName: accounts.student.name,
        showName: true,
        status: 'open',
        text: 'Sample doubt: why do we add the pH 10 buffer (\\ce{NH4Cl + NH4OH}) before titrating hard water with EDTA?',
        photos: [],
        place: lessonPlace({
          courseId: 'engineering-chemistry',
          courseTitle: 'Engineering Chemistry',
          chapterId: 'ec-water',
          chapterTitle: 'Water Technology and Softening',
          lessonId: 'ec-water-edta',
          lessonTitle: 'Hardness of water by EDTA',
          seconds: 450,
        }),
        courseId: 'engineering-chemistry',
        chapter: 'Water Technology and Softening',
        createdAt: ts(5 * HOUR),
        updatedAt: ts(5 * HOUR),
        waitingSince: ts(5 * HOUR),
        messageCount: 0,
        lastMessageBy: 'student',
      },
    },
    {
      path: 'doubts/seed-doubt-mole',
      data: {
        ...base,
        userId: accounts.learner.uid,
        askerName: accounts.learner.name,
        showName: false,
        status: 'open',
        text: 'Sample doubt: how many moles are there in 36 g of \\ce{H2O}? I get 0.5, the book says 2.',
        photos: [],
        place: lessonPlace({
          courseId: 'foundations-of-chemistry',
          courseTitle: 'Foundations of Chemistry',
          chapterId: 'fc-mole',
          chapterTitle: 'The Mole Concept',
          lessonId: 'fc-mole-units',
          lessonTitle: 'Units and dimensions',
          seconds: 130,
        }),
        courseId: 'foundations-of-chemistry',
        chapter: 'The Mole Concept',
        createdAt: ts(2 * HOUR),
        updatedAt: ts(2 * HOUR),
        waitingSince: ts(2 * HOUR),
        messageCount: 0,
        lastMessageBy: 'student',
      },
    },
  ];
}
