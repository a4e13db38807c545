import { randomInt } from 'node:crypto';
import { optionCount, type OptionShape, type SectionRules } from '@chem/contract';

/**
 * The order a student sees an attempt in, made once on the server when the attempt starts and
 * stored with it: within each section (sections keep their order, as NTA's do) the questions, a
 * passage's questions staying together in their written order, and each question's options.
 * Answers are stored by the question's own option indexes, so marking, rescoring and analytics
 * never need the order; only what the student is shown does.
 */

export interface AttemptOrder {
  /** Question ids in the student's order, section after section. */
  order: string[];
  /** For a question whose options are shuffled: position on the screen -> the question's own option index. */
  optionOrders: Record<string, number[]>;
}

export interface OrderedQuestion extends OptionShape {
  id: string;
  passageId: string | null;
  keepOptionOrder: boolean;
}

export interface ShuffleFlags {
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

/** A whole number in [0, n): crypto's, so no student can predict a neighbour's order from their own. */
export type RandomBelow = (n: number) => number;

function shuffled<T>(items: readonly T[], randomBelow: RandomBelow): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** A section's questions as units to order: one question, or a passage's questions together (where the first of them stands). */
export function sectionUnits(questionIds: readonly string[], passageOf: (id: string) => string | null): string[][] {
  const units: string[][] = [];
  const byPassage = new Map<string, string[]>();
  for (const id of questionIds) {
    const passage = passageOf(id);
    const unit = passage === null ? undefined : byPassage.get(passage);
    if (unit) {
      unit.push(id);
      continue;
    }
    const fresh = [id];
    units.push(fresh);
    if (passage !== null) byPassage.set(passage, fresh);
  }
  return units;
}

export function planAttemptOrder(
  sections: readonly Pick<SectionRules, 'questionIds'>[],
  questions: readonly OrderedQuestion[],
  flags: ShuffleFlags,
  randomBelow: RandomBelow = randomInt,
): AttemptOrder {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const passageOf = (id: string) => byId.get(id)?.passageId ?? null;
  const order = sections.flatMap((section) => {
    const units = sectionUnits(
      section.questionIds.filter((id) => byId.has(id)),
      passageOf,
    );
    return (flags.shuffleQuestions ? shuffled(units, randomBelow) : units).flat();
  });
  const optionOrders: Record<string, number[]> = {};
  if (flags.shuffleOptions) {
    for (const id of order) {
      const question = byId.get(id)!;
      const count = optionCount(question);
      if (question.keepOptionOrder || count < 2) continue;
      optionOrders[id] = shuffled(
        Array.from({ length: count }, (_, index) => index),
        randomBelow,
      );
    }
  }
  return { order, optionOrders };
}
