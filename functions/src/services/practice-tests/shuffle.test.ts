import { describe, expect, it } from 'vitest';
import { planAttemptOrder, sectionUnits, type OrderedQuestion, type RandomBelow } from './shuffle.js';

const question = (id: string, fields: Partial<OrderedQuestion> = {}): OrderedQuestion => ({
  id,
  kind: 'single',
  options: ['a', 'b', 'c', 'd'],
  matrix: null,
  passageId: null,
  keepOptionOrder: false,
  ...fields,
});

/** A fixed sequence of draws, so an order can be predicted. */
const draws = (...values: number[]): RandomBelow => {
  let index = 0;
  return (below) => {
    const value = values[index % values.length]! % below;
    index += 1;
    return value;
  };
};

describe('sectionUnits', () => {
  it('keeps a passage’s questions together where the first of them stands, in their written order', () => {
    const passage = (id: string) => ({ p1: 'A', p2: 'A', p3: 'A', q2: 'B', q4: 'B' })[id] ?? null;
    expect(sectionUnits(['q1', 'p1', 'q2', 'p2', 'q3', 'q4', 'p3'], passage)).toEqual([['q1'], ['p1', 'p2', 'p3'], ['q2', 'q4'], ['q3']]);
  });
});

describe('planAttemptOrder', () => {
  const questions = [
    question('a'),
    question('b', { passageId: 'P' }),
    question('c', { passageId: 'P' }),
    question('d', { kind: 'numerical', options: [] }),
    question('e', { keepOptionOrder: true }),
    question('f', { kind: 'assertion-reason', options: [] }),
    question('g', {
      kind: 'matrix',
      options: [],
      matrix: {
        listI: ['x', 'y'],
        listII: ['1', '2'],
        codes: [
          [0, 1],
          [1, 0],
          [0, 0],
          [1, 1],
        ],
      },
    }),
  ];
  const sections = [{ questionIds: ['a', 'b', 'c', 'd'] }, { questionIds: ['e', 'f', 'g'] }];

  it('keeps the test’s order and no option order when the test shuffles nothing', () => {
    expect(planAttemptOrder(sections, questions, { shuffleQuestions: false, shuffleOptions: false })).toEqual({
      order: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      optionOrders: {},
    });
  });

  it('shuffles within each section, never across, with a passage’s questions as one', () => {
    const { order } = planAttemptOrder(sections, questions, { shuffleQuestions: true, shuffleOptions: false }, draws(0, 0, 0, 0));
    expect(order.slice(0, 4).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(order.slice(4).sort()).toEqual(['e', 'f', 'g']);
    expect(order.indexOf('c') - order.indexOf('b')).toBe(1);
    expect(order).not.toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('shuffles the options of every option kind except a question that keeps its order', () => {
    const { optionOrders } = planAttemptOrder(sections, questions, { shuffleQuestions: false, shuffleOptions: true }, draws(1, 2, 0));
    expect(Object.keys(optionOrders).sort()).toEqual(['a', 'b', 'c', 'f', 'g']);
    for (const order of Object.values(optionOrders)) expect([...order].sort()).toEqual([0, 1, 2, 3]);
  });

  it('leaves out questions the attempt does not have', () => {
    expect(planAttemptOrder([{ questionIds: ['a', 'gone'] }], questions, { shuffleQuestions: true, shuffleOptions: false }).order).toEqual([
      'a',
    ]);
  });

  it('gives every order of a section a chance with the server’s own random numbers', () => {
    const three = [question('x'), question('y'), question('z')];
    const seen = new Set<string>();
    for (let run = 0; run < 600; run += 1)
      seen.add(
        planAttemptOrder([{ questionIds: ['x', 'y', 'z'] }], three, { shuffleQuestions: true, shuffleOptions: false }).order.join(''),
      );
    expect(seen.size).toBe(6);
  });
});
