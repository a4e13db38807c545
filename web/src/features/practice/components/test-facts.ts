import type { PracticeTranslate } from '../i18n';

/** "+4 / −1": marks for a right answer and those taken for a wrong one ("0" when none are). */
export const markingValues = (correct: number, wrong: number) => ({ correct, wrong: wrong > 0 ? `−${wrong}` : '0' });

interface Facts {
  questionCount: number;
  timeLimitMinutes: number;
  marksCorrect: number;
  marksWrong: number;
}

/** A test's facts as the list and the instructions show them: questions, minutes, marking. */
export const testFacts = (t: PracticeTranslate, test: Facts): string[] => [
  t('practice.facts.questions', { count: test.questionCount }),
  t('practice.facts.minutes', { count: test.timeLimitMinutes }),
  t('practice.facts.marking', markingValues(test.marksCorrect, test.marksWrong)),
];

interface Standing {
  bestScore: { score: number; maxScore: number; percent: number } | null;
  attemptsUsed: number;
  attemptLimit: number | null;
}

/** The best score so far (or none yet), and the attempts used. */
export function bestAndAttempts(t: PracticeTranslate, test: Standing): { best: string; attempts: string | null } {
  return {
    best: test.bestScore
      ? t('practice.facts.best', { score: test.bestScore.score, max: test.bestScore.maxScore, percent: test.bestScore.percent })
      : t('practice.facts.notTaken'),
    attempts:
      test.attemptsUsed === 0
        ? null
        : test.attemptLimit === null
          ? t('practice.facts.taken', { used: test.attemptsUsed })
          : t('practice.facts.attemptsUsed', { used: test.attemptsUsed, limit: test.attemptLimit }),
  };
}
