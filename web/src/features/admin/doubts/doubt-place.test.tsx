import type { DoubtPlace } from '@chem/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlaceContext, PlaceLine } from './doubt-place';

const question = {
  id: 'q1',
  kind: 'single',
  text: 'Which is \\ce{sp^3}?',
  options: ['Ethene', 'Methane', 'Ethyne'],
  imageUrl: null,
  chapter: 'Bonding',
};
const key = { correctOptions: [1], answerRange: null, explanation: 'Four bonds.' };

/** The visible words of some markup, tags dropped, so a test reads what the teacher reads. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe("a doubt's context for the teacher", () => {
  it("marks a test question's correct option and the student's choice, and says what they chose", () => {
    const place: DoubtPlace = {
      kind: 'test',
      testId: 't1',
      attemptId: 'a1',
      testTitle: 'Bonding test 1',
      question,
      answer: { selected: [0], value: null, markedForReview: false },
      key,
    };
    const html = renderToStaticMarkup(<PlaceContext place={place} />);
    expect(words(html)).toContain('A question of the test Bonding test 1');
    expect(html).toMatch(/<li data-chosen="true">.*?Ethene.*?Student&#x27;s answer.*?<\/li>/);
    expect(html).toMatch(/<li data-correct="true">.*?Methane.*?Correct.*?<\/li>/);
    expect(words(html)).toContain('The student chose A.');
    expect(words(html)).toContain('Explanation Four bonds.');
  });

  it('says when the student left the question blank, and gives a practice question no student answer', () => {
    const blank: DoubtPlace = { kind: 'test', testId: 't1', attemptId: 'a1', testTitle: 'T', question, answer: null, key };
    expect(words(renderToStaticMarkup(<PlaceContext place={blank} />))).toContain('The student left this question unanswered.');
    const practice: DoubtPlace = { kind: 'practice', questionId: 'q1', question, key };
    const html = renderToStaticMarkup(<PlaceContext place={practice} />);
    expect(words(html)).not.toMatch(/The student (chose|answered|left)|Student's answer/);
    expect(html).toMatch(/data-correct="true"/);
  });

  it('links a lesson at the second the student asked from, in a new tab', () => {
    const place: DoubtPlace = {
      kind: 'lesson',
      courseId: 'organic',
      courseTitle: 'Organic',
      chapterId: 'c1',
      chapterTitle: 'Alkanes',
      lessonId: 'l1',
      lessonTitle: 'Isomers',
      lessonKind: 'video',
      seconds: 125,
    };
    const html = renderToStaticMarkup(<PlaceContext place={place} />);
    expect(html).toContain('<a href="/learn/organic/l1?t=125" target="_blank" rel="noopener">Open the lesson at 2:05');
    expect(words(renderToStaticMarkup(<PlaceLine place={place} />))).toBe('Organic · Alkanes · Isomers · at 2:05');
  });
});
