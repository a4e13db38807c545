import type { AttemptResult, ReviewItem } from '@chem/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ResultView } from './result-view';

const item: ReviewItem = {
  question: {
    id: 'q1',
    kind: 'single',
    text: 'Which gas turns lime water milky?',
    options: ['H2', 'CO2', 'O2', 'N2'],
    optionOrder: [1, 0, 2, 3],
    matrix: null,
    statements: null,
    passageId: null,
    pastPaper: null,
    imageUrl: null,
    chapter: 'Gases',
  },
  correctOptions: [1],
  answerRange: null,
  integerAnswer: null,
  explanation: '',
  answer: { selected: [1], value: null, markedForReview: false },
  outcome: 'correct',
  marks: 4,
  optionShares: { takers: 3, options: [67, 33, 0, 0], none: 0 },
  timeSeconds: 80,
  averageTimeSeconds: 58,
};

const result: AttemptResult = {
  _id: 'a1',
  testId: 't1',
  title: 'Gases drill',
  status: 'submitted',
  submittedBy: 'student',
  startedAt: '2026-11-27T10:00:00.000Z',
  submittedAt: '2026-11-27T10:10:00.000Z',
  timeTakenSeconds: 600,
  score: 4,
  maxScore: 4,
  percent: 100,
  correct: 1,
  partial: 0,
  wrong: 0,
  unanswered: 0,
  chapters: [{ chapter: 'Gases', total: 1, correct: 1, percent: 100, accuracy: 100, averageAccuracy: 66.7 }],
  sections: [],
  review: [item],
  passages: {},
  ranking: null,
  leaderboard: false,
  keyCorrections: [],
};

const render = (shown: AttemptResult) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ResultView result={shown} />
    </MemoryRouter>,
  );

describe('the result’s insights', () => {
  it('shows each option’s share in the student’s letters, the time against the average and the chapter accuracy beside the average', () => {
    const html = render(result);
    expect(html).toContain('Your time 1 min 20 s · average 58 s');
    expect([...html.matchAll(/data-testid="option-share">(\d+)%/g)].map((match) => match[1])).toEqual(['67', '33', '0', '0']);
    expect(html).toContain('No answer: 0% of takers');
    expect(html).toMatch(/Your accuracy<\/dt><dd><span class="result-accuracy-figure">100%/);
    expect(html).toMatch(/Average accuracy<\/dt><dd><span class="result-accuracy-figure">66.7%/);
    expect(html).toContain('of 3 takers so far');
  });

  it('shows none of it without figures (the takers’ counts or a time)', () => {
    const html = render({
      ...result,
      chapters: [{ ...result.chapters[0]!, accuracy: null, averageAccuracy: null }],
      review: [{ ...item, optionShares: null, timeSeconds: null, averageTimeSeconds: null }],
    });
    for (const testId of ['option-share', 'no-answer-share', 'review-time', 'chapter-accuracy']) expect(html).not.toContain(testId);
  });
});
