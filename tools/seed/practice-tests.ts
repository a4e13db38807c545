import type { QuestionDifficulty, QuestionDraft, TestDraft } from '@chem/contract';
import { mix, segmentDistance, stroke } from './artwork.js';
import { makePng, type Rgb } from './png.js';

/**
 * The seed's practice tests: a bank of ORIGINAL SAMPLE questions written for this site (checked by
 * hand: each answer and explanation is worked out below it), never past-paper questions, so none
 * carries a year: the exam a question is written for is set, the paper it appeared in is not.
 * Every kind is here (single, multiple, numerical, integer, matrix-match, assertion-reason, and a
 * passage shared by three questions), with mhchem in \ce{...} and maths in $...$; two questions
 * carry a drawn picture. Three tests: a free one, one for subscribers, and a free sample paper in
 * two sections (JEE Main's pattern, made smaller) that shuffles questions and options.
 */

export interface SeedQuestion {
  id: string;
  input: QuestionDraft;
  /** A picture drawn by the seed and stored as the API stores an uploaded one. */
  image?: { path: string; draw: () => Buffer };
}

export interface SeedPassage {
  id: string;
  text: string;
}

export interface SeedTest {
  id: string;
  input: TestDraft;
}

const MOLE = 'Mole Concept';
const EQUILIBRIUM = 'Chemical Equilibrium';
const ORGANIC = 'Organic Chemistry Basics';
const BONDING = 'Chemical Bonding';

/** The exam each chapter's samples are written for (not a paper they appeared in). */
const EXAM_FOR: Record<string, string> = { [MOLE]: 'JEE Main', [EQUILIBRIUM]: 'JEE Main', [ORGANIC]: 'NEET', [BONDING]: 'NEET' };

const single = (
  id: string,
  chapter: string,
  difficulty: QuestionDifficulty,
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
  difficulty: QuestionDifficulty,
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
  difficulty: QuestionDifficulty,
  text: string,
  min: number,
  max: number,
  explanation: string,
): SeedQuestion => ({
  id,
  input: { kind: 'numerical', chapter, difficulty, text, answerRange: { min, max }, explanation },
});
const integer = (
  id: string,
  chapter: string,
  difficulty: QuestionDifficulty,
  text: string,
  answer: number,
  explanation: string,
): SeedQuestion => ({
  id,
  input: { kind: 'integer', chapter, difficulty, text, integerAnswer: answer, explanation },
});
const matrix = (
  id: string,
  chapter: string,
  difficulty: QuestionDifficulty,
  text: string,
  lists: { listI: string[]; listII: string[] },
  codes: number[][],
  correct: number,
  explanation: string,
): SeedQuestion => ({
  id,
  input: { kind: 'matrix', chapter, difficulty, text, matrix: { ...lists, codes }, correctOptions: [correct], explanation },
});
/** Correct option of the standard four: 0 both true and R explains A, 1 both true but R does not, 2 A true R false, 3 A false R true. */
const assertionReason = (
  id: string,
  chapter: string,
  difficulty: QuestionDifficulty,
  assertion: string,
  reason: string,
  correct: 0 | 1 | 2 | 3,
  explanation: string,
): SeedQuestion => ({
  id,
  input: { kind: 'assertion-reason', chapter, difficulty, statements: { assertion, reason }, correctOptions: [correct], explanation },
});
const inPassage = (passageId: string, question: SeedQuestion): SeedQuestion => ({ ...question, input: { ...question.input, passageId } });

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

const WRITTEN: readonly SeedQuestion[] = [
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

// --- the new kinds -------------------------------------------------------------------------------

export const SEED_PASSAGES: readonly SeedPassage[] = [
  {
    id: 'seed-passage-acetate-buffer',
    text: 'A buffer is made by dissolving 0.10 mol of acetic acid (\\ce{CH3COOH}, $pK_a = 4.74$) and 0.10 mol of sodium acetate (\\ce{CH3COONa}) in water to make 1.0 L of solution at 25 °C.',
  },
];
const BUFFER = SEED_PASSAGES[0]!.id;

const NEW_KINDS: readonly SeedQuestion[] = [
  integer(
    'seed-int-01',
    BONDING,
    'easy',
    'How many unpaired electrons does a \\ce{Fe^3+} ion have in its ground state?',
    5,
    "Fe is [Ar] $3d^6 4s^2$; \\ce{Fe^3+} loses the two 4s electrons and one 3d electron: $3d^5$, five unpaired electrons (Hund's rule).",
  ),
  integer(
    'seed-int-02',
    MOLE,
    'easy',
    'What is the oxidation state of chromium in \\ce{K2Cr2O7}?',
    6,
    '$2(+1) + 2x + 7(-2) = 0$, so $x = +6$.',
  ),
  integer(
    'seed-int-03',
    MOLE,
    'medium',
    'How many moles of \\ce{O2} are needed to burn 2 mol of ethane completely? \\ce{2C2H6 + 7O2 -> 4CO2 + 6H2O}',
    7,
    'The balanced equation uses 7 mol of \\ce{O2} for every 2 mol of \\ce{C2H6}.',
  ),
  integer(
    'seed-int-04',
    ORGANIC,
    'easy',
    'How many $\\pi$ bonds are there in a molecule of ethyne, \\ce{HC#CH}?',
    2,
    'A triple bond is one $\\sigma$ and two $\\pi$ bonds; the C–H bonds are $\\sigma$.',
  ),
  integer(
    'seed-int-05',
    EQUILIBRIUM,
    'medium',
    'What is the pH of a 0.001 M \\ce{NaOH} solution at 25 °C?',
    11,
    '$[\\ce{OH-}] = 10^{-3}$ M, so pOH = 3 and pH = 14 − 3 = 11.',
  ),
  matrix(
    'seed-mtx-01',
    BONDING,
    'medium',
    'Match each molecule in List-I with the hybridisation of its central atom in List-II.',
    { listI: ['\\ce{BeCl2}', '\\ce{BF3}', '\\ce{CH4}', '\\ce{PCl5}'], listII: ['$sp^3$', '$sp$', '$sp^3d$', '$sp^2$'] },
    [
      [1, 3, 2, 0],
      [1, 3, 0, 2],
      [3, 1, 0, 2],
      [0, 3, 1, 2],
    ],
    1,
    '\\ce{BeCl2}: two bonds, $sp$ (II); \\ce{BF3}: three, $sp^2$ (IV); \\ce{CH4}: four, $sp^3$ (I); \\ce{PCl5}: five, $sp^3d$ (III).',
  ),
  matrix(
    'seed-mtx-02',
    ORGANIC,
    'medium',
    'Match each change in List-I with the reagent that brings it about in List-II.',
    {
      listI: ['Ethanol to ethene', 'Benzene to nitrobenzene', 'Ethene to ethane', 'Propanone to propan-2-ol'],
      listII: ['conc. \\ce{HNO3} + conc. \\ce{H2SO4}', '\\ce{NaBH4}', 'conc. \\ce{H2SO4} at 443 K', '\\ce{H2}, Ni'],
    },
    [
      [2, 0, 1, 3],
      [0, 2, 3, 1],
      [2, 0, 3, 1],
      [2, 3, 0, 1],
    ],
    2,
    'Hot conc. \\ce{H2SO4} dehydrates ethanol (III); the nitrating mixture nitrates benzene (I); \\ce{H2} over Ni adds across the double bond (IV); \\ce{NaBH4} reduces the ketone to a secondary alcohol (II).',
  ),
  assertionReason(
    'seed-ar-01',
    BONDING,
    'easy',
    'The boiling point of \\ce{H2O} is much higher than that of \\ce{H2S}.',
    'Water molecules are held together by hydrogen bonds.',
    0,
    'Both are true, and the hydrogen bonding between water molecules is why water boils so much higher.',
  ),
  assertionReason(
    'seed-ar-02',
    BONDING,
    'medium',
    '\\ce{BF3} acts as a Lewis acid.',
    '\\ce{BF3} is a planar molecule.',
    1,
    'Both are true, but \\ce{BF3} accepts an electron pair because boron has only six electrons in its valence shell, not because it is planar.',
  ),
  assertionReason(
    'seed-ar-03',
    ORGANIC,
    'medium',
    'Ethyne is more acidic than ethene.',
    'The carbon atoms of ethyne are $sp^2$ hybridised.',
    2,
    'The assertion is true, but the carbons of ethyne are $sp$ hybridised: the greater s character holds the bonding pair closer, which makes the C–H hydrogen more acidic.',
  ),
  assertionReason(
    'seed-ar-04',
    EQUILIBRIUM,
    'hard',
    'Adding an inert gas at constant volume shifts the equilibrium \\ce{N2 + 3H2 <=> 2NH3} to the right.',
    'Adding an inert gas at constant volume does not change the partial pressures of the reacting gases.',
    3,
    'The partial pressures stay the same, so $Q_p$ stays equal to $K_p$ and the equilibrium does not shift: the assertion is false, the reason true.',
  ),
  inPassage(
    BUFFER,
    single(
      'seed-psg-01',
      EQUILIBRIUM,
      'easy',
      'What is the pH of this buffer?',
      ['4.74', '7.00', '9.26', '2.37'],
      0,
      'Henderson–Hasselbalch: pH = $pK_a + \\log\\frac{[\\ce{CH3COO-}]}{[\\ce{CH3COOH}]} = 4.74 + \\log 1 = 4.74$.',
    ),
  ),
  inPassage(
    BUFFER,
    numerical(
      'seed-psg-02',
      EQUILIBRIUM,
      'hard',
      '0.01 mol of \\ce{HCl} is added to 1.0 L of this buffer without changing its volume. What is the new pH, to two decimal places?',
      4.64,
      4.66,
      'The acid turns 0.01 mol of acetate into acetic acid: pH = $4.74 + \\log\\frac{0.09}{0.11} = 4.74 - 0.087 = 4.65$.',
    ),
  ),
  inPassage(
    BUFFER,
    multiple(
      'seed-psg-03',
      EQUILIBRIUM,
      'medium',
      'Which statements about this buffer are correct?',
      [
        'Its pH hardly changes when a little \\ce{NaOH} is added',
        'Diluting it tenfold with water changes its pH by about one unit',
        'It resists changes of pH best around pH 4.74',
        'It is a basic buffer',
      ],
      [0, 2],
      'The acid takes up added \\ce{OH-}; dilution leaves the ratio of salt to acid (and so the pH) unchanged; a buffer works best at pH = $pK_a$; acetic acid and its salt make an acidic buffer.',
    ),
  ),
];

/** Topics of the bank's questions (the filters' sample values). */
const TOPICS: Record<string, string> = {
  'seed-mole-01': 'Moles and mass',
  'seed-mole-02': 'Molar mass',
  'seed-mole-03': 'Molar volume',
  'seed-mole-04': 'Molarity',
  'seed-mole-05': 'Avogadro number',
  'seed-mole-06': 'Empirical formula',
  'seed-mole-07': 'Stoichiometry',
  'seed-int-02': 'Oxidation number',
  'seed-int-03': 'Stoichiometry',
  'seed-eqm-01': 'Equilibrium constant',
  'seed-eqm-02': 'Equilibrium constant',
  'seed-eqm-03': 'Le Chatelier’s principle',
  'seed-eqm-04': 'Equilibrium constant',
  'seed-eqm-05': 'pH',
  'seed-eqm-06': 'Dynamic equilibrium',
  'seed-eqm-07': 'Equilibrium constant',
  'seed-int-05': 'pH',
  'seed-ar-04': 'Le Chatelier’s principle',
  'seed-psg-01': 'Buffer solutions',
  'seed-psg-02': 'Buffer solutions',
  'seed-psg-03': 'Buffer solutions',
  'seed-org-01': 'IUPAC naming',
  'seed-org-02': 'Aromatic compounds',
  'seed-org-03': 'Isomerism',
  'seed-org-04': 'Sigma and pi bonds',
  'seed-org-05': 'Hybridisation',
  'seed-org-06': 'Reaction intermediates',
  'seed-org-07': 'Electrophiles and nucleophiles',
  'seed-org-08': 'Isomerism',
  'seed-int-04': 'Sigma and pi bonds',
  'seed-mtx-02': 'Reagents',
  'seed-ar-03': 'Hybridisation',
  'seed-int-01': 'Electronic configuration',
  'seed-mtx-01': 'Hybridisation',
  'seed-ar-01': 'Hydrogen bonding',
  'seed-ar-02': 'Lewis acids and bases',
};

/** The whole bank: each question with the exam it is written for and its topic; no year (none is from a paper). */
export const SEED_QUESTIONS: readonly SeedQuestion[] = [...WRITTEN, ...NEW_KINDS].map((question) => ({
  ...question,
  input: { ...question.input, exam: EXAM_FOR[question.input.chapter] ?? '', topic: TOPICS[question.id] ?? '' },
}));

const sampleSectionA = [
  'seed-mtx-01',
  'seed-mtx-02',
  'seed-ar-01',
  'seed-ar-02',
  'seed-ar-03',
  'seed-ar-04',
  'seed-psg-01',
  'seed-psg-02',
  'seed-psg-03',
];
const sampleSectionB = ['seed-int-01', 'seed-int-02', 'seed-int-03', 'seed-int-04', 'seed-int-05'];

export const SEED_TESTS: readonly SeedTest[] = [
  {
    id: 'seed-test-mole-warm-up',
    input: {
      title: 'Mole Concept warm-up',
      instructions:
        'Seven questions, 20 minutes. Correct answers earn +4 and wrong ones −1; unanswered questions earn 0. For numerical questions type the number only.',
      questionIds: WRITTEN.filter((question) => question.input.chapter === MOLE).map((question) => question.id),
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
      questionIds: WRITTEN.filter((question) => question.input.chapter !== MOLE).map((question) => question.id),
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
  {
    id: 'seed-test-sectioned-sample',
    input: {
      title: 'Sample paper: JEE Main pattern in two sections',
      instructions:
        'Original sample questions written for this site, not taken from a past paper. Section A: matrix-match, assertion-reason and a passage with three questions; +4 for a correct answer, −1 for a wrong one. Section B: integer answers, +4 for a correct one and no negative marks; answer any 3 of its 5 questions. Questions and options come in a different order for each student.',
      questionIds: [],
      sections: [
        { name: 'Section A', questionIds: sampleSectionA, marksCorrect: 4, marksWrong: 1, attemptAny: null },
        { name: 'Section B (integer)', questionIds: sampleSectionB, marksCorrect: 4, marksWrong: 0, attemptAny: 3 },
      ],
      timeLimitMinutes: 30,
      multipleMarking: 'partial',
      shuffleQuestions: true,
      shuffleOptions: true,
      attemptLimit: null,
      isFree: true,
      published: true,
      courseId: null,
      chapter: null,
    },
  },
];
