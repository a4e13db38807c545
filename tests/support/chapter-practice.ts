import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/lib/firebase.js';
import { forgetPracticeCatalogue } from '../../functions/src/services/chapter-practice/catalogue.js';
import { SECRET } from './practice.js';

/**
 * Chapter practice's fixtures: bank questions written straight to Firestore in a known order (the
 * free allowance is "the first N of each chapter"), each with the secret explanation no student
 * payload may carry before an answer. Shared by the API tests and the answering benchmark.
 */

export interface PracticeQuestionSeed {
  id: string;
  chapter: string;
  kind?: 'single' | 'multiple' | 'numerical' | 'integer' | 'matrix' | 'assertion-reason';
  exam?: string;
  year?: number | null;
  session?: string;
  difficulty?: 'easy' | 'medium' | 'hard';
}

/** The stored fields of a question of each kind, its key included. */
function keyed(kind: NonNullable<PracticeQuestionSeed['kind']>) {
  const none = { options: [], correctOptions: [], answerRange: null, integerAnswer: null, matrix: null, statements: null };
  switch (kind) {
    case 'single':
      return { ...none, options: ['0.5 mol', '1 mol', '2 mol', '4 mol'], correctOptions: [1] };
    case 'multiple':
      return { ...none, options: ['\\ce{NaCl}', '\\ce{KNO3}', '\\ce{CH4}', '\\ce{HCl}'], correctOptions: [0, 1] };
    case 'numerical':
      return { ...none, answerRange: { min: 22.3, max: 22.5 } };
    case 'integer':
      return { ...none, integerAnswer: 6 };
    case 'matrix':
      return {
        ...none,
        matrix: {
          listI: ['Mole', 'Molarity'],
          listII: ['mol L^-1', '6.022e23 particles'],
          codes: [{ match: [1, 0] }, { match: [0, 1] }, { match: [1, 1] }, { match: [0, 0] }],
        },
        correctOptions: [0],
      };
    case 'assertion-reason':
      return {
        ...none,
        statements: { assertion: 'One mole of any gas at STP occupies 22.4 L.', reason: 'Gases at STP behave ideally.' },
        correctOptions: [0],
      };
  }
}

/** Writes the questions oldest first (a second apart) and makes the practice catalogue read them. */
export async function seedPracticeQuestions(questions: readonly PracticeQuestionSeed[], start = new Date('2026-01-01T00:00:00Z')) {
  for (let from = 0; from < questions.length; from += 400) {
    const batch = db().batch();
    questions.slice(from, from + 400).forEach((question, offset) => {
      const at = Timestamp.fromMillis(start.getTime() + (from + offset) * 1000);
      const kind = question.kind ?? 'single';
      batch.set(db().collection('questions').doc(question.id), {
        kind,
        text: `Question ${question.id}: how many moles are in 18 g of water?`,
        explanation: `${SECRET} for ${question.id}`,
        chapter: question.chapter,
        topic: 'Moles',
        difficulty: question.difficulty ?? 'medium',
        exam: question.exam ?? '',
        year: question.year ?? null,
        session: question.session ?? '',
        passageId: null,
        keepOptionOrder: false,
        imageUrl: null,
        imagePath: null,
        ...keyed(kind),
        createdAt: at,
        updatedAt: at,
      });
    });
    await batch.commit();
  }
  forgetPracticeCatalogue();
}

/** The right answer of a seeded question of each kind, and a wrong one. */
export const RIGHT: Record<NonNullable<PracticeQuestionSeed['kind']>, object> = {
  single: { selected: [1] },
  multiple: { selected: [0, 1] },
  numerical: { value: 22.4 },
  integer: { value: 6 },
  matrix: { selected: [0] },
  'assertion-reason': { selected: [0] },
};
export const WRONG: Record<NonNullable<PracticeQuestionSeed['kind']>, object> = {
  single: { selected: [2] },
  multiple: { selected: [0] },
  numerical: { value: 18 },
  integer: { value: 5 },
  matrix: { selected: [3] },
  'assertion-reason': { selected: [2] },
};
