/**
 * The seeded courses' lessons: chapters with video, note and reading lessons, as the admin's
 * course form would send them (the contract's curriculum input, with fixed ids so a re-run and the
 * tests find them). Videos are the YouTube stand-in's sample videos (tools/youtube-stand-in, the
 * same ids its playlists list); notes are the seeded notes (NOTES in data.ts).
 *
 * PLACEHOLDER: the video ids only exist in the local stand-in. Before launch, the teacher points
 * each video lesson at a real video in the course form (paste the YouTube link).
 */
import type { ChapterInput, LessonInput } from '@chem/contract';
import { playlistVideoId } from '../youtube-stand-in/video-ids.js';

export type SeedLesson = LessonInput & { id: string };
export interface SeedChapter extends ChapterInput {
  id: string;
  lessons: SeedLesson[];
}

/** The sample settings' playlists (SAMPLE_SITE_SETTINGS.playlists), whose videos the stand-in serves. */
export const SEED_PLAYLIST_IDS = {
  polymer: 'PLpolymer-placeholder',
  practical: 'PLpractical-knowledge-placeholder',
  facts: 'PLimportant-facts-placeholder',
  environment: 'PLenvironmental-science-placeholder',
} as const;

const video = (
  id: string,
  title: string,
  playlist: keyof typeof SEED_PLAYLIST_IDS,
  position: number,
  durationSeconds: number,
  freePreview = false,
): SeedLesson => ({
  id,
  title,
  kind: 'video',
  videoId: playlistVideoId(SEED_PLAYLIST_IDS[playlist], position),
  durationSeconds,
  freePreview,
  release: null,
});
const note = (id: string, title: string, noteId: string, freePreview = false): SeedLesson => ({
  id,
  title,
  kind: 'note',
  noteId,
  freePreview,
  release: null,
});
const reading = (id: string, title: string, text: string, freePreview = false): SeedLesson => ({
  id,
  title,
  kind: 'reading',
  text,
  format: 'plain',
  freePreview,
  release: null,
});

const lines = (...paragraphs: string[]) => paragraphs.join('\n\n');

// ---------------------------------------------------------------------------------------------
// Foundations of Chemistry (free): a new student can start learning at once
// ---------------------------------------------------------------------------------------------

export const FOUNDATIONS_CURRICULUM: SeedChapter[] = [
  {
    id: 'fc-matter',
    title: 'Matter and its States',
    lessons: [
      reading(
        'fc-matter-states',
        'Solids, liquids and gases',
        lines(
          'Everything around you that has mass and takes up space is matter. Chemists sort it first by its state.',
          'Solids keep their shape and volume: their particles are packed closely and only vibrate in place.\nLiquids keep their volume but take the shape of their container: the particles are still close, but they slide past one another.\nGases fill whatever container they are in: the particles are far apart and move freely and fast.',
          'Heating gives the particles more energy. A solid melts at its melting point, a liquid boils at its boiling point; cooling reverses both. Some solids, such as dry ice and camphor, turn straight into a gas: that is sublimation.',
          'Check yourself: why can you compress the air in a syringe but hardly the water in it?',
        ),
      ),
      video('fc-matter-lab', 'Working safely in the laboratory', 'practical', 0, 540),
    ],
  },
  {
    id: 'fc-atoms',
    title: 'Atomic Structure',
    lessons: [
      reading(
        'fc-atoms-model',
        'From Dalton to Bohr',
        lines(
          'Dalton (1808) pictured atoms as tiny, indivisible balls. Thomson found the electron (1897) and imagined a positive sphere with electrons in it.',
          'Rutherford fired alpha particles at gold foil. Most went straight through, a few bounced back: the atom is mostly empty space with a small, dense, positive nucleus.',
          'Bohr (1913) put the electrons in fixed energy levels, or shells, around the nucleus. An electron jumping down a level gives out light of one exact colour, which is why every element has its own line spectrum.',
          'Remember: atomic number (Z) = protons; mass number (A) = protons + neutrons. Isotopes have the same Z and different A, like carbon-12 and carbon-14.',
        ),
      ),
      note('fc-atoms-note', 'Notes: Atomic Structure', 'atomic-structure'),
    ],
  },
  {
    id: 'fc-periodic',
    title: 'The Periodic Table',
    lessons: [
      video('fc-periodic-trends-1', 'Periodic table trends (Part 1)', 'facts', 0, 720),
      video('fc-periodic-trends-2', 'Periodic table trends (Part 2)', 'facts', 1, 660),
      reading(
        'fc-periodic-read',
        'Reading the table',
        lines(
          'The modern periodic table lists the elements by atomic number. Rows are periods; columns are groups.',
          'Across a period the nuclear charge grows while electrons fill the same shell, so atoms get smaller and hold their electrons more tightly: ionisation energy and electronegativity rise.',
          'Down a group a new shell is added each time, so atoms get bigger and lose their outer electrons more easily: metallic character rises.',
          'Try it: which is larger, Na or Cl? Which has the higher ionisation energy?',
        ),
      ),
    ],
  },
  {
    id: 'fc-bonding',
    title: 'Chemical Bonding',
    lessons: [
      video('fc-bonding-video', 'Chemical bonding in a nutshell', 'facts', 2, 900),
      note('fc-bonding-note', 'Notes: Chemical Bonding and Molecular Structure', 'chemical-bonding'),
      reading(
        'fc-bonding-octet',
        'The octet rule and its limits',
        lines(
          'Atoms bond to reach a stable arrangement, often eight electrons in the outer shell. Metals give electrons to non-metals (ionic bonds, as in NaCl); non-metals share them (covalent bonds, as in H2O).',
          'The rule has exceptions: BF3 has only six electrons around boron, PCl5 and SF6 have more than eight, and molecules with an odd number of electrons, like NO, cannot pair them all.',
        ),
      ),
    ],
  },
  {
    id: 'fc-equations',
    title: 'Chemical Equations',
    lessons: [
      reading(
        'fc-equations-balance',
        'Balancing equations step by step',
        lines(
          'A chemical equation must have the same number of atoms of each element on both sides: atoms are rearranged, never made or destroyed.',
          '1. Write the correct formulas: H2 + O2 -> H2O.\n2. Count the atoms on each side: oxygen is 2 on the left and 1 on the right.\n3. Change coefficients, never formulas: H2 + O2 -> 2H2O.\n4. Count again and fix what changed: 2H2 + O2 -> 2H2O.',
          'Balance CH4 + O2 -> CO2 + H2O yourself. (Answer: CH4 + 2O2 -> CO2 + 2H2O.)',
        ),
      ),
      video('fc-equations-tricks', 'Memory tricks for formulas', 'facts', 10, 600),
    ],
  },
  {
    id: 'fc-mole',
    title: 'The Mole Concept',
    lessons: [
      reading(
        'fc-mole-numbers',
        'The mole in everyday numbers',
        lines(
          'A mole is a counting unit, like a dozen, only much larger: 6.022 x 10^23 particles (Avogadro’s number).',
          'The molar mass of a substance in grams contains one mole of it: 12 g of carbon-12, 18 g of water, 58.5 g of sodium chloride.',
          'Moles = mass / molar mass. So 36 g of water is 36 / 18 = 2 mol, which holds 2 x 6.022 x 10^23 molecules.',
        ),
      ),
      video('fc-mole-units', 'Units and dimensions', 'facts', 8, 480),
      video('fc-mole-solutions', 'Preparing standard solutions', 'practical', 12, 780),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Engineering Chemistry (paid): the first video is a free preview
// ---------------------------------------------------------------------------------------------

export const ENGINEERING_CURRICULUM: SeedChapter[] = [
  {
    id: 'ec-water',
    title: 'Water Technology and Softening',
    lessons: [
      video('ec-water-edta', 'Hardness of water by EDTA', 'practical', 4, 840, true),
      reading(
        'ec-water-hardness',
        'Temporary and permanent hardness',
        lines(
          'Hard water does not lather well with soap, because calcium and magnesium ions form an insoluble scum with it.',
          'Temporary hardness comes from the bicarbonates of calcium and magnesium. Boiling removes it: Ca(HCO3)2 -> CaCO3 + H2O + CO2.\nPermanent hardness comes from their chlorides and sulphates, which boiling does not remove; it needs chemical treatment (lime-soda, zeolite or ion exchange).',
          'Hardness is expressed in ppm of CaCO3 equivalent: multiply the mass of each salt by 100 and divide by its molar mass.',
        ),
      ),
      note('ec-water-note', 'Notes: Water Hardness and Treatment', 'water-hardness-and-treatment'),
    ],
  },
  {
    id: 'ec-polymers',
    title: 'Polymers and Composites',
    lessons: [
      video('ec-polymers-intro', 'Introduction to polymers', 'polymer', 0, 900),
      video('ec-polymers-addition', 'Addition polymerisation', 'polymer', 2, 780),
      reading(
        'ec-polymers-types',
        'Thermoplastics and thermosets',
        lines(
          'Thermoplastics (polythene, PVC, nylon) are long chains held together by weak forces. They soften on heating and can be moulded again and again.',
          'Thermosets (Bakelite, epoxy resins) are cross-linked into a three-dimensional network. They set hard once and char rather than melt when heated again.',
          'Composites combine a matrix, often a thermoset, with fibres such as glass or carbon, to be lighter and stronger than either alone.',
        ),
      ),
      note('ec-polymers-note', 'Notes: Polymers and Plastics', 'polymers-and-plastics'),
    ],
  },
  {
    id: 'ec-electrochemistry',
    title: 'Electrochemistry and Batteries',
    lessons: [
      reading(
        'ec-electro-cells',
        'Galvanic cells and the Nernst equation',
        lines(
          'A galvanic cell turns a redox reaction into electricity: oxidation at the anode, reduction at the cathode, with electrons flowing through the wire between them.',
          'The cell potential is E(cell) = E(cathode) - E(anode) under standard conditions. Away from them, the Nernst equation applies: E = E° - (0.0591 / n) log Q at 25 °C.',
          'A lithium-ion battery works the same way, with lithium ions moving between a graphite anode and a metal oxide cathode.',
        ),
      ),
      video('ec-electro-conductometry', 'Conductometric titration', 'practical', 8, 720),
      note('ec-electro-note', 'Notes: Electrochemistry and Corrosion', 'electrochemistry-and-corrosion'),
    ],
  },
  {
    id: 'ec-corrosion',
    title: 'Corrosion and its Control',
    lessons: [
      reading(
        'ec-corrosion-control',
        'Why metals corrode, and how to stop it',
        lines(
          'Corrosion is a metal returning to its ore: iron rusts because an electrochemical cell forms on its surface, with anodic areas dissolving and cathodic areas reducing oxygen.',
          'Control it by keeping water and oxygen away (paint, oil, plating), by sacrificial anodes (zinc on a ship’s hull corrodes instead of the steel), or by impressed current cathodic protection.',
        ),
      ),
    ],
  },
  {
    id: 'ec-fuels',
    title: 'Fuels and Combustion',
    lessons: [
      reading(
        'ec-fuels-value',
        'Calorific value of a fuel',
        lines(
          'The calorific value is the heat released by burning a unit mass of fuel completely. The higher (gross) value counts the heat of the water vapour condensing; the lower (net) value does not.',
          'LCV = HCV - 0.09 x H x 587 cal/g, where H is the percentage of hydrogen in the fuel.',
        ),
      ),
    ],
  },
  {
    id: 'ec-instruments',
    title: 'Instrumental Methods of Analysis',
    lessons: [
      video('ec-instruments-ph', 'pH metry', 'practical', 6, 660),
      reading(
        'ec-instruments-beer',
        'Beer–Lambert law',
        lines(
          'A coloured solution absorbs light in proportion to its concentration and to the path length: A = εcl.',
          'Measure the absorbance of a few standard solutions, plot A against c, and read an unknown concentration off the straight line.',
        ),
      ),
    ],
  },
];
