import type { QuestionInput, TestInput } from '@chem/contract';
import { mix, segmentDistance, stroke } from './artwork.js';
import { makePng, type Rgb } from './png.js';

/**
 * The seed's practice tests: a bank of real questions in three chapters (checked by hand: each
 * answer and explanation is worked out below it), with mhchem in \ce{...} and maths in $...$, and
 * two tests, one free and one for subscribers. Two questions carry a drawn picture.
 */

export interface SeedQuestion {
  id: string;
  input: QuestionInput;
  /** A picture drawn by the seed and stored as the API stores an uploaded one. */
  image?: { path: string; draw: () => Buffer };
}

export interface SeedTest {
  id: string;
  input: TestInput;
}

const MOLE = 'Mole Concept';
const EQUILIBRIUM = 'Chemical Equilibrium';
const ORGANIC = 'Organic Chemistry Basics';

const single = (
  id: string,
  chapter: string,
  difficulty: QuestionInput['difficulty'],
  text: string,
  options: string[],
  correct: number,
  explanation: string,
): SeedQuestion => ({
  id,
  input: { kind: 'single', chapter, difficulty, text, options, correctOptions: [correct], explanation },
});
const multiple = (
  id: string,
  chapter: string,
  difficulty: QuestionInput['difficulty'],
  text: string,
  options: string[],
  correct: number[],
  explanation: string,
): SeedQuestion => ({
  id,
  input: { kind: 'multiple', chapter, difficulty, text, options, correctOptions: correct, explanation },
});
const numerical = (
  id: string,
  chapter: string,
  difficulty: QuestionInput['difficulty'],
  text: string,
  min: number,
  max: number,
  explanation: string,
): SeedQuestion => ({
  id,
  input: { kind: 'numerical', chapter, difficulty, text, answerRange: { min, max }, explanation },
});

// --- pictures ------------------------------------------------------------------------------------

const INK: Rgb = [30, 41, 59];
const PAPER: Rgb = [255, 255, 255];
const BLUE: Rgb = [37, 99, 235];
const RED: Rgb = [220, 38, 38];

/** Concentration against time: the reactant falls and the product rises until both level off at t_e. */
function makeEquilibriumGraphPng(): Buffer {
  const [width, height] = [640, 400];
  const [left, bottom, right, top] = [60, 350, 610, 30];
  const te = left + (right - left) * 0.55;
  const curve = (x: number, from: number, to: number) => {
    const t = Math.min(1, (x - left) / (te - left));
    return from + (to - from) * (1 - Math.pow(1 - t, 3));
  };
  const reactant = (x: number) => curve(x, top + 20, bottom - 210);
  const product = (x: number) => curve(x, bottom - 2, bottom - 110);
  return makePng(width, height, (x, y) => {
    let color = PAPER;
    const axes = Math.max(
      stroke(segmentDistance(x, y, left, top, left, bottom), 3),
      stroke(segmentDistance(x, y, left, bottom, right, bottom), 3),
    );
    // The dashed line at t_e.
    const dashed = Math.floor(y / 10) % 2 === 0 ? stroke(Math.abs(x - te), 2) * (y > top && y < bottom ? 1 : 0) : 0;
    if (x >= left && x <= right) {
      color = mix(color, BLUE, stroke(Math.abs(y - reactant(x)), 4));
      color = mix(color, RED, stroke(Math.abs(y - product(x)), 4));
    }
    color = mix(color, INK, Math.max(axes, dashed * 0.6));
    return color;
  });
}

/** The benzene ring as chemists draw it: a hexagon with a circle inside. */
function makeBenzeneRingPng(): Buffer {
  const [size, cx, cy, radius] = [360, 180, 180, 130];
  const corners = Array.from({ length: 6 }, (_, index) => {
    const angle = Math.PI / 6 + (index * Math.PI) / 3;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  });
  return makePng(size, size, (x, y) => {
    let line = stroke(Math.abs(Math.hypot(x - cx, y - cy) - radius * 0.58), 5);
    corners.forEach(([ax, ay], index) => {
      const [bx, by] = corners[(index + 1) % 6]!;
      line = Math.max(line, stroke(segmentDistance(x, y, ax, ay, bx, by), 6));
    });
    return mix(PAPER, INK, line);
  });
}

export const QUESTION_IMAGE_FOLDER = 'uploads/question-images/';

// --- the bank ------------------------------------------------------------------------------------

export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  single(
    'seed-mole-01',
    MOLE,
    'easy',
    'How many moles of \\ce{H2O} are there in 36 g of water?',
    ['1', '2', '3', '4'],
    1,
    'Molar mass of \\ce{H2O} is 18 g/mol, so $n = \\frac{36}{18} = 2$ mol.',
  ),
  numerical(
    'seed-mole-02',
    MOLE,
    'easy',
    'What is the molar mass of \\ce{CO2}, in g/mol?',
    43.9,
    44.1,
    '$M = 12 + 2 \\times 16 = 44$ g/mol.',
  ),
  single(
    'seed-mole-03',
    MOLE,
    'easy',
    'What volume does 0.5 mol of an ideal gas occupy at STP (273 K, 1 atm)?',
    ['22.4 L', '11.2 L', '5.6 L', '44.8 L'],
    1,
    'One mole occupies 22.4 L at STP, so $0.5 \\times 22.4 = 11.2$ L.',
  ),
  numerical(
    'seed-mole-04',
    MOLE,
    'medium',
    '4 g of \\ce{NaOH} is dissolved in water to make 250 mL of solution. What is its molarity (mol/L)?',
    0.39,
    0.41,
    '$n = \\frac{4}{40} = 0.1$ mol; $M = \\frac{0.1}{0.250} = 0.4$ mol/L.',
  ),
  multiple(
    'seed-mole-05',
    MOLE,
    'medium',
    'Which of these contain $6.022 \\times 10^{23}$ molecules?',
    ['18 g of \\ce{H2O}', '2 g of \\ce{H2}', '16 g of \\ce{O2}', '44 g of \\ce{CO2}'],
    [0, 1, 3],
    'Each of 18 g \\ce{H2O}, 2 g \\ce{H2} and 44 g \\ce{CO2} is one mole. 16 g of \\ce{O2} is only 0.5 mol.',
  ),
  single(
    'seed-mole-06',
    MOLE,
    'medium',
    'A compound contains 40% C, 6.7% H and 53.3% O by mass. What is its empirical formula?',
    ['\\ce{CHO}', '\\ce{CH2O}', '\\ce{C2H4O}', '\\ce{CH4O}'],
    1,
    'Mole ratio C : H : O = $\\frac{40}{12} : \\frac{6.7}{1} : \\frac{53.3}{16}$ = 3.33 : 6.7 : 3.33 = 1 : 2 : 1.',
  ),
  numerical(
    'seed-mole-07',
    MOLE,
    'hard',
    'How many grams of \\ce{O2} are needed to burn 16 g of \\ce{CH4} completely? \\ce{CH4 + 2O2 -> CO2 + 2H2O}',
    63.9,
    64.1,
    '16 g of \\ce{CH4} is 1 mol, which needs 2 mol of \\ce{O2}: $2 \\times 32 = 64$ g.',
  ),

  single(
    'seed-eqm-01',
    EQUILIBRIUM,
    'easy',
    'What is $K_c$ for \\ce{N2(g) + 3H2(g) <=> 2NH3(g)}?',
    [
      '$\\frac{[\\ce{NH3}]^2}{[\\ce{N2}][\\ce{H2}]^3}$',
      '$\\frac{[\\ce{N2}][\\ce{H2}]^3}{[\\ce{NH3}]^2}$',
      '$\\frac{2[\\ce{NH3}]}{[\\ce{N2}] \\cdot 3[\\ce{H2}]}$',
      '$[\\ce{NH3}]^2[\\ce{N2}][\\ce{H2}]^3$',
    ],
    0,
    'Products over reactants, each raised to its stoichiometric coefficient.',
  ),
  single(
    'seed-eqm-02',
    EQUILIBRIUM,
    'medium',
    'For \\ce{N2(g) + 3H2(g) <=> 2NH3(g)}, how are $K_p$ and $K_c$ related?',
    ['$K_p = K_c$', '$K_p = K_c(RT)^{2}$', '$K_p = K_c(RT)^{-2}$', '$K_p = K_c(RT)^{-1}$'],
    2,
    '$K_p = K_c(RT)^{\\Delta n}$ with $\\Delta n = 2 - (1 + 3) = -2$.',
  ),
  multiple(
    'seed-eqm-03',
    EQUILIBRIUM,
    'medium',
    'For \\ce{N2 + 3H2 <=> 2NH3} ($\\Delta H < 0$), which changes shift the equilibrium to the right?',
    ['Raising the pressure', 'Lowering the temperature', 'Adding a catalyst', 'Removing \\ce{NH3} as it forms'],
    [0, 1, 3],
    'Fewer gas moles on the right favour high pressure; the forward reaction is exothermic, so cooling favours it; removing product pulls it forward. A catalyst speeds both directions equally and does not shift the equilibrium.',
  ),
  numerical(
    'seed-eqm-04',
    EQUILIBRIUM,
    'easy',
    'For \\ce{A(g) <=> B(g)}, the equilibrium concentrations are [A] = 0.2 M and [B] = 0.6 M. What is $K_c$?',
    2.99,
    3.01,
    '$K_c = \\frac{[B]}{[A]} = \\frac{0.6}{0.2} = 3$.',
  ),
  single(
    'seed-eqm-05',
    EQUILIBRIUM,
    'easy',
    'What is the pH of 0.01 M \\ce{HCl}?',
    ['1', '2', '12', '0.01'],
    1,
    '\\ce{HCl} is a strong acid: $[\\ce{H+}] = 10^{-2}$ M, so pH = 2.',
  ),
  {
    ...single(
      'seed-eqm-06',
      EQUILIBRIUM,
      'easy',
      'The graph shows the concentrations of the reactant (blue) and the product (red) of a reversible reaction against time. What do the flat parts of both curves after the dashed line show?',
      [
        'The reaction has stopped',
        'Equilibrium: the forward and backward rates are equal',
        'All the reactant has been used up',
        'A catalyst was added at that moment',
      ],
      1,
      'At equilibrium both reactions go on at equal rates (a dynamic equilibrium), so the concentrations stay constant; the reactant is not used up.',
    ),
    image: { path: `${QUESTION_IMAGE_FOLDER}seed-equilibrium-graph.webp`, draw: makeEquilibriumGraphPng },
  },
  numerical(
    'seed-eqm-07',
    EQUILIBRIUM,
    'hard',
    '$K_c$ for \\ce{2SO2(g) + O2(g) <=> 2SO3(g)} is 4 at a certain temperature. What is $K_c$ for \\ce{SO3(g) <=> SO2(g) + 1/2 O2(g)} at the same temperature?',
    0.49,
    0.51,
    'Reversing the reaction inverts $K$ and halving it takes the square root: $\\left(\\frac{1}{4}\\right)^{1/2} = 0.5$.',
  ),

  single(
    'seed-org-01',
    ORGANIC,
    'easy',
    'What is the IUPAC name of \\ce{CH3-CH2-CH(CH3)-CH3}?',
    ['Pentane', '2-Methylbutane', '3-Methylbutane', '2,2-Dimethylpropane'],
    1,
    'The longest chain has four carbons; the methyl group gets the lowest number, 2.',
  ),
  {
    ...single(
      'seed-org-02',
      ORGANIC,
      'easy',
      'The ring drawn in the picture is the skeletal formula of which compound, \\ce{C6H6}?',
      ['Cyclohexane', 'Benzene', 'Hexane', 'Phenol'],
      1,
      'A hexagon with a circle inside stands for the delocalised $\\pi$ electrons of benzene, \\ce{C6H6}.',
    ),
    image: { path: `${QUESTION_IMAGE_FOLDER}seed-benzene-ring.webp`, draw: makeBenzeneRingPng },
  },
  multiple(
    'seed-org-03',
    ORGANIC,
    'medium',
    'Which of these show geometrical (cis–trans) isomerism?',
    ['But-2-ene', 'But-1-ene', '1,2-Dichloroethene', 'Propene'],
    [0, 2],
    'Each carbon of the double bond needs two different groups: true for but-2-ene and 1,2-dichloroethene, not for but-1-ene or propene (a \\ce{=CH2} end).',
  ),
  numerical(
    'seed-org-04',
    ORGANIC,
    'easy',
    'How many $\\sigma$ bonds are there in a molecule of ethene, \\ce{CH2=CH2}?',
    5,
    5,
    'Four C–H $\\sigma$ bonds and one C–C $\\sigma$ bond (the double bond is one $\\sigma$ and one $\\pi$).',
  ),
  single(
    'seed-org-05',
    ORGANIC,
    'easy',
    'What is the hybridisation of the carbon atoms in ethyne, \\ce{HC#CH}?',
    ['$sp^3$', '$sp^2$', '$sp$', '$dsp^2$'],
    2,
    'Each carbon forms two $\\sigma$ bonds (linear, 180°) and two $\\pi$ bonds: $sp$.',
  ),
  single(
    'seed-org-06',
    ORGANIC,
    'medium',
    'Which carbocation is the most stable?',
    ['\\ce{CH3+}', '\\ce{CH3CH2+}', '\\ce{(CH3)2CH+}', '\\ce{(CH3)3C+}'],
    3,
    'Three methyl groups stabilise the tertiary cation most, by hyperconjugation and the +I effect.',
  ),
  multiple(
    'seed-org-07',
    ORGANIC,
    'medium',
    'Which of these are electrophiles?',
    ['\\ce{NO2+}', '\\ce{NH3}', '\\ce{BF3}', '\\ce{H2O}'],
    [0, 2],
    '\\ce{NO2+} is positive and \\ce{BF3} has an empty orbital: both accept electron pairs. \\ce{NH3} and \\ce{H2O} have lone pairs to give: nucleophiles.',
  ),
  numerical(
    'seed-org-08',
    ORGANIC,
    'medium',
    'How many structural isomers does \\ce{C5H12} have?',
    3,
    3,
    'Pentane, 2-methylbutane and 2,2-dimethylpropane.',
  ),
];

export const SEED_TESTS: readonly SeedTest[] = [
  {
    id: 'seed-test-mole-warm-up',
    input: {
      title: 'Mole Concept warm-up',
      instructions:
        'Seven questions, 20 minutes. Correct answers earn +4 and wrong ones −1; unanswered questions earn 0. For numerical questions type the number only.',
      questionIds: SEED_QUESTIONS.filter((question) => question.input.chapter === MOLE).map((question) => question.id),
      timeLimitMinutes: 20,
      marksCorrect: 4,
      marksWrong: 1,
      multipleMarking: 'all-or-nothing',
      attemptLimit: null,
      isFree: true,
      published: true,
      courseId: null,
      chapter: MOLE,
    },
  },
  {
    id: 'seed-test-equilibrium-organic',
    input: {
      title: 'JEE practice: Equilibrium and Organic basics',
      instructions:
        'Fifteen questions, 45 minutes, +4 / −1. Multiple-correct questions earn partial marks: +1 for each correct option chosen when no wrong option is chosen. At most three attempts.',
      questionIds: SEED_QUESTIONS.filter((question) => question.input.chapter !== MOLE).map((question) => question.id),
      timeLimitMinutes: 45,
      marksCorrect: 4,
      marksWrong: 1,
      multipleMarking: 'partial',
      attemptLimit: 3,
      isFree: false,
      published: true,
      courseId: null,
      chapter: null,
    },
  },
];
