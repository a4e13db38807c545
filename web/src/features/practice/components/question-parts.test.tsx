import type { AttemptQuestion, AttemptSection } from '@chem/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuestionPalette } from './question-palette';
import { QuestionParts } from './question-parts';
import { QuestionView } from './question-view';

const base: AttemptQuestion = {
  id: 'q1',
  kind: 'single',
  text: 'Which gas turns lime water milky?',
  options: ['H2', 'CO2', 'O2', 'N2'],
  optionOrder: [0, 1, 2, 3],
  matrix: null,
  statements: null,
  passageId: null,
  pastPaper: null,
  imageUrl: null,
  chapter: 'Gases',
};

const view = (question: AttemptQuestion, extra: Partial<Parameters<typeof QuestionView>[0]['attempt']> = {}) =>
  renderToStaticMarkup(
    <QuestionView
      attempt={{ marksCorrect: 4, marksWrong: 1, sections: [], passages: {}, ...extra }}
      total={2}
      index={0}
      question={question}
      answer={undefined}
      numberDraft=""
      busy={false}
      typeNumber={() => undefined}
      commitNumberDraft={() => undefined}
      choose={() => undefined}
    />,
  );

describe('the exam screen draws each kind of question', () => {
  it('draws a matrix question as List-I against List-II and its four coded options as the choices', () => {
    const html = view({
      ...base,
      kind: 'matrix',
      text: 'Match the compounds with their hybridisation.',
      options: [],
      matrix: {
        listI: ['CH4', 'C2H4'],
        listII: ['sp', 'sp2', 'sp3'],
        codes: [
          [2, 1],
          [1, 2],
          [0, 1],
          [2, 0],
        ],
      },
    });
    expect(html).toContain('<th scope="col" colSpan="2">List-I</th>');
    expect(html).toMatch(/<th scope="row">A<\/th><td>.*CH4.*<\/td><th scope="row">I<\/th><td>.*sp<\/span>/);
    // Three rows: List-II is the longer list.
    expect(html.match(/<tr>/g)).toHaveLength(4);
    expect(html).toContain('A-III, B-II');
    expect(html).toContain('A-I, B-II');
    expect(html.match(/type="radio"/g)).toHaveLength(4);
  });

  it('draws an assertion-reason question with both statements and the four standard options in the reader’s words', () => {
    const html = view({
      ...base,
      kind: 'assertion-reason',
      text: '',
      options: [],
      statements: { assertion: 'Noble gases are inert.', reason: 'They have a complete octet.' },
    });
    expect(html).toMatch(/<dt>Assertion \(A\)<\/dt><dd>.*Noble gases are inert\./);
    expect(html).toMatch(/<dt>Reason \(R\)<\/dt><dd>.*They have a complete octet\./);
    expect(html).toContain('Both A and R are true, and R is the correct explanation of A.');
    expect(html).toContain('A is false, but R is true.');
    expect(html.match(/type="radio"/g)).toHaveLength(4);
    // No empty question text paragraph.
    expect(html).not.toContain('exam-question-text');
  });

  it('shows the options in the student’s shuffled order, lettered by position on screen', () => {
    const html = view({ ...base, optionOrder: [2, 0, 3, 1] });
    const letters = [
      ...html.matchAll(/aria-label="Option ([A-D])">[A-D]<\/span><span class="chem-text exam-option-text"><span>([^<]+)</g),
    ].map(([, letter, text]) => `${letter}:${text}`);
    expect(letters).toEqual(['A:O2', 'B:H2', 'C:N2', 'D:CO2']);
  });

  it('shows an integer question a whole-number box and its section’s own marking and name', () => {
    const section: AttemptSection = { name: 'Section B', questionIds: ['q1'], marksCorrect: 4, marksWrong: 0, attemptAny: 5 };
    const html = view({ ...base, kind: 'integer', options: [], optionOrder: [] }, { sections: [section] });
    expect(html).toContain('step="1"');
    expect(html).toContain('Type a whole number (no decimals).');
    expect(html).toContain('Section B');
    expect(html).toContain('+4 / 0');
  });

  it('puts the passage a question shares with its neighbours above it, and names a real paper', () => {
    const html = renderToStaticMarkup(
      <QuestionParts
        question={{ ...base, passageId: 'p1', pastPaper: { exam: 'JEE Main', year: 2024, session: '27 Jan shift 1' } }}
        passage="A 0.1 M solution of acetic acid..."
        number={1}
      />,
    );
    expect(html).toMatch(/<section class="exam-passage" aria-label="Passage"><h2[^>]*>Passage<\/h2>.*acetic acid/);
    expect(html).toContain('JEE Main 2024, 27 Jan shift 1');
    expect(html.indexOf('exam-passage')).toBeLessThan(html.indexOf('lime water'));
  });
});

describe('the palette', () => {
  const palette = (sections: AttemptSection[]) =>
    renderToStaticMarkup(
      <QuestionPalette
        index={0}
        statuses={['answered', 'not-visited', 'not-answered']}
        busy={false}
        go={() => undefined}
        askToSubmit={() => undefined}
        sections={sections}
        questionIds={['a', 'b', 'c']}
      />,
    );

  it('groups the question numbers by section with a section’s “answer any N of M”', () => {
    const html = palette([
      { name: 'Section A', questionIds: ['a'], marksCorrect: 4, marksWrong: 1, attemptAny: null },
      { name: 'Section B', questionIds: ['b', 'c'], marksCorrect: 4, marksWrong: 0, attemptAny: 1 },
    ]);
    expect(html).toMatch(/Section A<\/h2><ol[^>]*><li><button[^>]*>1<\/button><\/li><\/ol>/);
    expect(html).toMatch(/Section B<\/h2><p class="exam-hint">Answer any 1 of 2<\/p><ol[^>]*><li>.*>2<\/button>.*>3<\/button>/);
  });

  it('keeps one plain list for a test without sections', () => {
    const html = palette([{ name: null, questionIds: ['a', 'b', 'c'], marksCorrect: 4, marksWrong: 1, attemptAny: null }]);
    expect(html).not.toContain('<h2');
    expect(html.match(/<button type="button" class="exam-palette-button"/g)).toHaveLength(3);
  });
});
