/**
 * The seed records. Ids are fixed slugs so that re-running the seed finds what it wrote before
 * and tests can refer to records by id. Field names follow docs/data-model.md; the few
 * extra fields here (photoVariant, sections, ...) only drive the file generators and are never
 * written to Firestore (see the doc builders in seed.ts).
 */
import type { NoteSection } from './files.js';
import { ENGINEERING_CURRICULUM, FOUNDATIONS_CURRICULUM, type SeedChapter } from './curricula.js';

export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

/** The course catalogue's fixed category filter: the categories its filter buttons offer. */
export const COURSE_CATEGORIES = [
  'Organic Chemistry',
  'Inorganic Chemistry',
  'Physical Chemistry',
  'Analytical Chemistry',
  'Biochemistry',
  'Exam Preparation',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export type CategoryName = CourseCategory | 'Engineering Chemistry' | 'Environmental Science';

/**
 * PLACEHOLDER: the teacher's real name is not in the spec. Replace it here (and in the seeded
 * courses through the admin dashboard) before going live.
 */
export const PLACEHOLDER_TEACHER = 'Dr. A. Sharma';

// Relative to when the seed runs, so "recent" stays recent and the newest-first sorts have
// something meaningful to order.
const SEEDED_AT = Date.now();
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(SEEDED_AT - days * DAY_MS);

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export interface SeedCategory {
  id: string;
  name: CategoryName;
}

export const CATEGORIES: readonly SeedCategory[] = [
  { id: 'organic-chemistry', name: 'Organic Chemistry' },
  { id: 'inorganic-chemistry', name: 'Inorganic Chemistry' },
  { id: 'physical-chemistry', name: 'Physical Chemistry' },
  { id: 'analytical-chemistry', name: 'Analytical Chemistry' },
  { id: 'biochemistry', name: 'Biochemistry' },
  { id: 'exam-preparation', name: 'Exam Preparation' },
  { id: 'engineering-chemistry', name: 'Engineering Chemistry' },
  { id: 'environmental-science', name: 'Environmental Science' },
];

// ---------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------

export interface SeedCourse {
  id: string;
  title: string;
  description: string;
  /** The title and short description in Hindi, for a few courses (shown when the site is in Hindi). */
  titleHi?: string;
  descriptionHi?: string;
  fullDescription: string;
  instructor: string;
  category: CourseCategory;
  duration: string;
  lessons: number;
  price: number;
  originalPrice: number;
  isFree: boolean;
  /** Path under /uploads; the file is `uploads/courses/<id>.webp` in the bucket. */
  coursesPhoto: string;
  difficulty: Difficulty;
  /** 0 means not rated yet (shown as N/A). */
  rating: number;
  students: number;
  featured: boolean;
  bestseller: boolean;
  isLive: boolean;
  /** Chapter names only, or chapters with lessons (tools/seed/curricula.ts). */
  chapters: readonly string[] | readonly SeedChapter[];
  createdAt: Date;
  /** Which generated picture to draw for this course (makeCoursePhotoPng). */
  photoVariant: number;
}

type CourseInput = Omit<SeedCourse, 'coursesPhoto' | 'instructor' | 'photoVariant'>;

const course = (input: CourseInput, photoVariant: number): SeedCourse => ({
  ...input,
  instructor: PLACEHOLDER_TEACHER,
  coursesPhoto: `/courses/${input.id}.webp`,
  photoVariant,
});

/** The three courses the home page lists as popular, in the order it shows them. */
export const HOME_COURSE_IDS = ['engineering-chemistry', 'environmental-chemistry', 'foundations-of-chemistry'] as const;

export const COURSES: readonly SeedCourse[] = [
  course(
    {
      id: 'engineering-chemistry',
      title: 'Engineering Chemistry',
      description:
        'The complete first-year engineering chemistry syllabus: water, polymers, electrochemistry, corrosion, fuels and materials.',
      fullDescription:
        'A university-aligned course for B.Tech and B.E. students. Every unit comes with typed PDF notes, handwritten notes and video ' +
        'lectures: water technology and softening, polymers and composites, electrochemistry and batteries, corrosion and its control, ' +
        'fuels and combustion, and instrumental methods. Each unit ends with solved university questions and numericals.',
      category: 'Physical Chemistry',
      duration: '12 weeks',
      lessons: 48,
      price: 999,
      originalPrice: 1499,
      isFree: false,
      difficulty: 'Intermediate',
      rating: 4.8,
      students: 1240,
      featured: true,
      bestseller: true,
      isLive: false,
      chapters: ENGINEERING_CURRICULUM,
      createdAt: daysAgo(240),
    },
    0,
  ),
  course(
    {
      id: 'environmental-chemistry',
      title: 'Environmental Chemistry',
      description: 'Air, water and soil chemistry, pollution and its control, with the analysis methods used in real laboratories.',
      fullDescription:
        'Understand the chemistry behind the environment around you. The course covers the atmosphere and air pollutants, the ' +
        'greenhouse effect and ozone depletion, water quality parameters such as BOD, COD and hardness, soil chemistry, solid waste ' +
        'and green chemistry. Complete video lectures are supported by PDFs and simple analysis experiments you can follow at home.',
      category: 'Analytical Chemistry',
      duration: '8 weeks',
      lessons: 32,
      price: 499,
      originalPrice: 799,
      isFree: false,
      difficulty: 'Beginner',
      rating: 4.6,
      students: 860,
      featured: true,
      bestseller: false,
      isLive: false,
      chapters: [
        'The Atmosphere and Air Pollution',
        'Greenhouse Effect and Ozone Layer',
        'Water Quality: Hardness, BOD and COD',
        'Soil Chemistry',
        'Solid Waste and Green Chemistry',
      ],
      createdAt: daysAgo(200),
    },
    1,
  ),
  course(
    {
      id: 'foundations-of-chemistry',
      title: 'Foundations of Chemistry',
      description: 'Start from zero: atoms, the periodic table, bonding and the mole concept, explained step by step.',
      titleHi: 'रसायन विज्ञान की नींव',
      descriptionHi: 'शून्य से शुरुआत: परमाणु, आवर्त सारणी, रासायनिक बंध और मोल (mole) की अवधारणा, क़दम-दर-क़दम।',
      fullDescription:
        'A free course for class 9 and class 10 students and anyone who wants a strong base. It builds the core ideas in order: ' +
        'matter and its states, atomic structure, the periodic table and its trends, chemical bonding, chemical equations and the ' +
        'mole concept. Short lessons, worked examples and practice worksheets make it easy to study at your own pace.',
      category: 'Inorganic Chemistry',
      duration: '6 weeks',
      lessons: 24,
      price: 0,
      originalPrice: 0,
      isFree: true,
      difficulty: 'Beginner',
      rating: 4.9,
      students: 3120,
      featured: true,
      bestseller: true,
      isLive: false,
      chapters: FOUNDATIONS_CURRICULUM,
      createdAt: daysAgo(300),
    },
    2,
  ),
  course(
    {
      id: 'organic-reaction-mechanisms',
      title: 'Organic Reaction Mechanisms',
      description: 'Curly arrows made clear: substitution, elimination, addition and rearrangement reactions with their mechanisms.',
      fullDescription:
        'Stop memorising reactions and start predicting them. This course teaches electron flow, reactive intermediates ' +
        '(carbocations, carbanions, free radicals), SN1 and SN2, E1 and E2, electrophilic addition and aromatic substitution, ' +
        'and named reactions that appear again and again in competitive exams. Weekly live problem-solving sessions are included.',
      category: 'Organic Chemistry',
      duration: '10 weeks',
      lessons: 40,
      price: 1499,
      originalPrice: 1999,
      isFree: false,
      difficulty: 'Advanced',
      rating: 4.7,
      students: 540,
      featured: false,
      bestseller: false,
      isLive: true,
      chapters: [
        'Electron Flow and Curly Arrows',
        'Reactive Intermediates',
        'Nucleophilic Substitution (SN1 and SN2)',
        'Elimination Reactions (E1 and E2)',
        'Electrophilic Addition',
        'Aromatic Substitution',
        'Named Reactions',
      ],
      createdAt: daysAgo(120),
    },
    3,
  ),
  course(
    {
      id: 'coordination-chemistry',
      title: 'Coordination Chemistry',
      description: 'Ligands, isomerism, crystal field theory and the colours and magnetism of transition metal complexes.',
      fullDescription:
        "Learn to name coordination compounds, draw their isomers and explain their properties. Werner's theory, valence bond " +
        'theory and crystal field theory are built up with diagrams, then applied to colour, magnetic moments and stability ' +
        'constants, with applications in biology (haemoglobin, chlorophyll) and analysis (EDTA titrations).',
      category: 'Inorganic Chemistry',
      duration: '6 weeks',
      lessons: 22,
      price: 799,
      originalPrice: 799,
      isFree: false,
      difficulty: 'Intermediate',
      rating: 4.4,
      students: 410,
      featured: false,
      bestseller: false,
      isLive: false,
      chapters: [
        "Werner's Theory and Nomenclature",
        'Isomerism in Complexes',
        'Valence Bond Theory',
        'Crystal Field Theory',
        'Colour, Magnetism and Stability',
      ],
      createdAt: daysAgo(150),
    },
    4,
  ),
  course(
    {
      id: 'thermodynamics-and-kinetics',
      title: 'Thermodynamics and Chemical Kinetics',
      description: 'Energy, entropy, free energy and reaction rates, with the numericals that examiners love.',
      fullDescription:
        'The two pillars of physical chemistry in one course. The first half covers the laws of thermodynamics, enthalpy, ' +
        "Hess's law, entropy and Gibbs free energy; the second half covers rate laws, order and molecularity, integrated rate " +
        'equations, half-life and the Arrhenius equation. Every lesson ends with graded numerical problems.',
      category: 'Physical Chemistry',
      duration: '8 weeks',
      lessons: 30,
      price: 999,
      originalPrice: 1299,
      isFree: false,
      difficulty: 'Advanced',
      rating: 4.5,
      students: 690,
      featured: false,
      bestseller: true,
      isLive: false,
      chapters: [
        'First Law and Enthalpy',
        "Hess's Law and Thermochemistry",
        'Entropy and the Second Law',
        'Gibbs Free Energy and Equilibrium',
        'Rate Laws and Order of Reaction',
        'Arrhenius Equation and Catalysis',
      ],
      createdAt: daysAgo(90),
    },
    5,
  ),
  course(
    {
      id: 'biochemistry-essentials',
      title: 'Biochemistry Essentials',
      description: 'Carbohydrates, proteins, enzymes, lipids and nucleic acids: the chemistry of living things.',
      fullDescription:
        'A free introduction to biochemistry for class 12 and first-year science students. It explains the structures of the ' +
        'main biomolecules, how enzymes speed up reactions, how DNA stores information and how the body gets energy from food, ' +
        'always linking the structure of a molecule to what it does.',
      category: 'Biochemistry',
      duration: '5 weeks',
      lessons: 18,
      price: 0,
      originalPrice: 0,
      isFree: true,
      difficulty: 'Beginner',
      rating: 4.5,
      students: 720,
      featured: false,
      bestseller: false,
      isLive: false,
      chapters: ['Carbohydrates', 'Amino Acids and Proteins', 'Enzymes', 'Lipids', 'Nucleic Acids'],
      createdAt: daysAgo(60),
    },
    6,
  ),
  course(
    {
      id: 'jee-neet-chemistry-crash-course',
      title: 'JEE and NEET Chemistry Crash Course',
      description: 'High-yield revision of physical, organic and inorganic chemistry with timed practice tests.',
      titleHi: 'JEE और NEET रसायन क्रैश कोर्स',
      descriptionHi: 'भौतिक, कार्बनिक और अकार्बनिक रसायन का ज़रूरी रिवीज़न, समय-सीमा वाले प्रैक्टिस टेस्ट के साथ।',
      fullDescription:
        'An intensive revision course for JEE Main and NEET aspirants. Each week combines a live revision class, a formula and ' +
        'reaction sheet, and a timed chapter test with detailed solutions. The focus is on the topics that carry the most marks ' +
        'and on the common mistakes that cost them.',
      category: 'Exam Preparation',
      duration: '8 weeks',
      lessons: 36,
      price: 1499,
      originalPrice: 2499,
      isFree: false,
      difficulty: 'Advanced',
      rating: 4.8,
      students: 2050,
      featured: true,
      bestseller: true,
      isLive: true,
      chapters: [
        'Mole Concept and Stoichiometry',
        'Chemical Bonding',
        'Equilibrium',
        'Electrochemistry',
        'General Organic Chemistry',
        'p-Block Elements',
        'Full-Length Mock Tests',
      ],
      createdAt: daysAgo(30),
    },
    7,
  ),
  course(
    {
      // New and not yet taught: exercises the N/A rating, 0 students and "content available soon" states.
      id: 'spectroscopy-fundamentals',
      title: 'Spectroscopy Fundamentals',
      description: 'UV-visible, IR and NMR spectroscopy: how to read a spectrum and work out a structure.',
      fullDescription: '',
      category: 'Analytical Chemistry',
      duration: '4 weeks',
      lessons: 0,
      price: 499,
      originalPrice: 499,
      isFree: false,
      difficulty: 'Intermediate',
      rating: 0,
      students: 0,
      featured: false,
      bestseller: false,
      isLive: false,
      chapters: [],
      createdAt: daysAgo(3),
    },
    8,
  ),
];

// ---------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------

export type PlanName = 'Starter' | 'Advanced' | 'Pro Mentorship';

export interface SeedPlan {
  id: string;
  name: PlanName;
  /** Rupees. */
  price: number;
  period: string;
  description: string;
  features: string[];
  notIncluded: string[];
  status: 'active' | 'inactive';
  /** Months; the subscription end date is the start plus this many calendar months. */
  duration: number;
}

export const PLANS: readonly SeedPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 299,
    period: 'month',
    description: 'Everything you need to study one subject on your own.',
    features: ['Typed PDF notes for all subjects', 'Notes preview and download', 'Recorded video lectures', 'Practice worksheets'],
    notIncluded: ['Handwritten notes', 'Live doubt sessions', 'One-to-one mentorship'],
    status: 'active',
    duration: 1,
  },
  {
    id: 'advanced',
    name: 'Advanced',
    price: 799,
    period: '3 months',
    description: 'Our most popular plan: complete notes and regular doubt sessions for a full term.',
    features: [
      'Everything in Starter',
      'Handwritten notes for all courses',
      'Practical demonstration videos',
      'Weekly live doubt sessions',
      'Bonus resources and exam tips',
    ],
    notIncluded: ['One-to-one mentorship'],
    status: 'active',
    duration: 3,
  },
  {
    id: 'pro-mentorship',
    name: 'Pro Mentorship',
    price: 2499,
    period: 'year',
    description: 'A full year of guidance with personal mentorship for board and competitive exams.',
    features: [
      'Everything in Advanced',
      'Monthly one-to-one mentorship call',
      'Personal study plan',
      'Mock tests with detailed feedback',
      'Priority answers on chat',
    ],
    notIncluded: [],
    status: 'active',
    duration: 12,
  },
  {
    // Retired: proves that inactive plans are hidden from the plans page and cannot be bought.
    id: 'starter-legacy',
    name: 'Starter',
    price: 199,
    period: 'month',
    description: 'The original starter plan, no longer offered.',
    features: ['Typed PDF notes for one subject'],
    notIncluded: ['Video lectures', 'Handwritten notes', 'Live doubt sessions'],
    status: 'inactive',
    duration: 1,
  },
];

// ---------------------------------------------------------------------------------------------
// Notes
// ---------------------------------------------------------------------------------------------

export interface SeedNote {
  id: string;
  title: string;
  description: string;
  /** The title and description in Hindi, for a few notes (shown when the site is in Hindi). */
  titleHi?: string;
  descriptionHi?: string;
  category: CategoryName;
  tags: string[];
  difficulty: Difficulty;
  /** Equals the page count of the generated PDF (checked in files.test.ts). */
  pages: number;
  rating: number;
  uploadDate: Date;
  downloads: number;
  /** Bucket path; never sent to clients. */
  filePath: string;
  fileName: string;
  contentType: 'application/pdf';
  /** Second line of the PDF's title page. */
  subtitle: string;
  /** The PDF's content pages, one section per page after the title page. */
  sections: NoteSection[];
}

type NoteInput = Omit<SeedNote, 'filePath' | 'fileName' | 'contentType' | 'pages'>;

const note = (input: NoteInput): SeedNote => ({
  ...input,
  pages: input.sections.length + 1,
  filePath: `notes/${input.id}.pdf`,
  fileName: `${input.id}.pdf`,
  contentType: 'application/pdf',
});

export const NOTES: readonly SeedNote[] = [
  note({
    id: 'polymers-and-plastics',
    title: 'Polymers and Plastics',
    subtitle: 'Engineering Chemistry, unit on polymers',
    description: 'Monomers, polymerisation, thermoplastics and thermosets, Bakelite, rubber and its vulcanisation, conducting polymers.',
    category: 'Engineering Chemistry',
    tags: ['polymers', 'plastics', 'rubber', 'engineering'],
    difficulty: 'Intermediate',
    rating: 4.7,
    uploadDate: daysAgo(8),
    downloads: 412,
    sections: [
      {
        heading: 'What is a polymer?',
        lines: [
          'A polymer is a macromolecule built from many small repeating units called monomers, joined by covalent bonds.',
          'The degree of polymerisation (n) is the number of repeating units in one chain; molar mass of polymer = n x molar mass of the repeating unit.',
          'Homopolymers contain one kind of monomer (polyethylene from ethene); copolymers contain two or more (Buna-S from 1,3-butadiene and styrene).',
          'By source: natural (cellulose, proteins, natural rubber), semi-synthetic (cellulose acetate) and synthetic (nylon 6,6, PVC, Teflon).',
        ],
      },
      {
        heading: 'Addition and condensation polymerisation',
        lines: [
          'Addition (chain-growth) polymerisation: monomers with a C=C double bond add to each other without losing any atoms, e.g. n CH2=CH2 -> -(CH2-CH2)n-.',
          'It proceeds by initiation (a free radical from benzoyl peroxide), propagation (the radical adds monomer after monomer) and termination (two radicals combine).',
          'Condensation (step-growth) polymerisation: two different functional groups react and a small molecule such as H2O or HCl is lost.',
          'Example: hexamethylenediamine + adipic acid -> nylon 6,6 + water. The amide (-CO-NH-) links give nylon its strength through hydrogen bonding.',
        ],
      },
      {
        heading: 'Thermoplastics and thermosetting plastics',
        lines: [
          'Thermoplastics (polyethylene, PVC, polystyrene) have linear or slightly branched chains held by weak forces: they soften on heating and can be remoulded and recycled.',
          'Thermosetting plastics (Bakelite, epoxy resins) form a three-dimensional cross-linked network on curing: they do not soften again and char on strong heating.',
          'Bakelite is made from phenol and formaldehyde; it is hard, heat resistant and a good electrical insulator, so it is used for switches and handles.',
          'Glass transition temperature (Tg): below Tg a polymer is hard and glassy, above Tg it becomes soft and rubbery.',
        ],
      },
      {
        heading: 'Rubber and conducting polymers',
        lines: [
          'Natural rubber is cis-1,4-polyisoprene. It is soft and sticky when warm and brittle when cold.',
          'Vulcanisation: heating rubber with 1-3% sulphur forms -S-S- cross-links between chains, raising tensile strength and elasticity and reducing stickiness.',
          'Conducting polymers such as polyacetylene and polyaniline have conjugated pi-electron systems; doping (oxidation or reduction) makes them conduct electricity.',
          'Uses: rechargeable batteries, sensors, antistatic coatings and light-emitting diodes.',
        ],
      },
    ],
  }),
  note({
    id: 'water-hardness-and-treatment',
    title: 'Water Hardness and Treatment',
    subtitle: 'Environmental Science: water technology',
    description:
      'Temporary and permanent hardness, ppm calculations, EDTA titration, lime-soda, zeolite, ion exchange and municipal treatment.',
    category: 'Environmental Science',
    tags: ['water', 'hardness', 'EDTA', 'softening'],
    difficulty: 'Beginner',
    rating: 4.8,
    uploadDate: daysAgo(21),
    downloads: 655,
    sections: [
      {
        heading: 'Hardness of water',
        lines: [
          'Hard water does not form lather easily with soap because Ca2+ and Mg2+ ions precipitate the soap as insoluble calcium and magnesium salts.',
          'Temporary hardness is caused by bicarbonates of calcium and magnesium and is removed by boiling: Ca(HCO3)2 -> CaCO3 + H2O + CO2.',
          'Permanent hardness is caused by chlorides and sulphates of calcium and magnesium and is not removed by boiling.',
          'Hardness is expressed as CaCO3 equivalents in ppm (mg per litre): CaCO3 equivalent = mass of salt x 50 / equivalent weight of the salt.',
          'Estimation: EDTA titration at pH 10 with Eriochrome Black T; the colour changes from wine red to steel blue at the end point.',
        ],
      },
      {
        heading: 'Softening and purification',
        lines: [
          'Lime-soda process: lime Ca(OH)2 and soda Na2CO3 convert the hardness-causing salts into insoluble CaCO3 and Mg(OH)2, which settle out.',
          'Zeolite (permutit) process: Na2Ze + Ca2+ -> CaZe + 2 Na+. The exhausted zeolite is regenerated with 10% brine (NaCl solution).',
          'Ion-exchange resins remove all ions: the cation exchanger swaps cations for H+, the anion exchanger swaps anions for OH-, and H+ + OH- -> H2O.',
          'Reverse osmosis forces water through a semi-permeable membrane at a pressure above the osmotic pressure, leaving dissolved salts behind.',
          'Municipal treatment: screening, sedimentation, coagulation with alum, filtration and disinfection with chlorine (Cl2 + H2O -> HOCl + HCl; HOCl kills germs).',
        ],
      },
    ],
  }),
  note({
    id: 'atomic-structure',
    title: 'Atomic Structure',
    subtitle: 'From Rutherford to quantum numbers',
    description: 'Subatomic particles, the Bohr model, de Broglie and Heisenberg, quantum numbers and electronic configuration.',
    titleHi: 'परमाणु की संरचना',
    descriptionHi: 'उप-परमाणु कण, बोर मॉडल, डी ब्रॉगली और हाइज़ेनबर्ग, क्वांटम संख्याएँ और इलेक्ट्रॉनिक विन्यास।',
    category: 'Inorganic Chemistry',
    tags: ['atom', 'Bohr model', 'quantum numbers', 'class 11'],
    difficulty: 'Beginner',
    rating: 4.6,
    uploadDate: daysAgo(45),
    downloads: 980,
    sections: [
      {
        heading: 'Particles and models of the atom',
        lines: [
          'The electron was discovered by J. J. Thomson (cathode rays), the proton by Goldstein (canal rays) and the neutron by Chadwick in 1932.',
          "Rutherford's gold foil experiment: most alpha particles passed straight through, a few were deflected, so the atom has a tiny, dense, positive nucleus.",
          'Bohr model: electrons move in fixed orbits without radiating; angular momentum mvr = nh/2pi; for hydrogen E(n) = -13.6/n^2 eV.',
          'de Broglie: every moving particle has a wavelength lambda = h/mv. Heisenberg: position and momentum cannot both be known exactly, dx . dp >= h/4pi.',
        ],
      },
      {
        heading: 'Quantum numbers and electronic configuration',
        lines: [
          'Principal n (shell, 1, 2, 3 ...), azimuthal l (subshell, 0 to n-1: s, p, d, f), magnetic m (-l to +l) and spin s (+1/2 or -1/2).',
          'Aufbau principle: orbitals fill in order of increasing (n + l); for equal (n + l), the lower n fills first: 1s 2s 2p 3s 3p 4s 3d 4p 5s.',
          'Pauli exclusion principle: no two electrons in an atom have the same four quantum numbers, so an orbital holds at most two electrons.',
          "Hund's rule: electrons occupy degenerate orbitals singly with parallel spins before pairing.",
          'Exceptions: Cr is [Ar] 3d5 4s1 and Cu is [Ar] 3d10 4s1, because half-filled and completely filled d subshells are extra stable.',
        ],
      },
    ],
  }),
  note({
    id: 'chemical-bonding',
    title: 'Chemical Bonding and Molecular Structure',
    subtitle: 'Ionic and covalent bonds, VSEPR, hybridisation and MO theory',
    description: 'Octet rule, ionic and covalent bonding, VSEPR shapes, hybridisation and molecular orbital theory with bond orders.',
    titleHi: 'रासायनिक बंधन और आण्विक संरचना',
    descriptionHi: 'अष्टक नियम, आयनिक और सहसंयोजक बंध, VSEPR आकृतियाँ, संकरण (hybridisation) और आण्विक कक्षक सिद्धांत।',
    category: 'Inorganic Chemistry',
    tags: ['bonding', 'VSEPR', 'hybridisation', 'MO theory'],
    difficulty: 'Intermediate',
    rating: 4.5,
    uploadDate: daysAgo(70),
    downloads: 533,
    sections: [
      {
        heading: 'Ionic and covalent bonds',
        lines: [
          'Atoms bond to reach a stable noble-gas configuration (octet rule); hydrogen and lithium aim for a duplet.',
          'Ionic bond: complete transfer of electrons from a metal to a non-metal, e.g. Na + Cl -> Na+ Cl-. Favoured by low ionisation energy and high lattice energy.',
          'Covalent bond: sharing of electron pairs between non-metals. Unequal sharing (different electronegativities) gives a polar bond, as in H-Cl.',
          "Fajans' rules: a small, highly charged cation and a large anion give more covalent character (AlCl3 is more covalent than NaCl).",
        ],
      },
      {
        heading: 'VSEPR theory and shapes',
        lines: [
          'Electron pairs around the central atom repel and take positions as far apart as possible; lone pairs repel more than bond pairs.',
          '2 pairs: linear (BeCl2, 180 degrees). 3 pairs: trigonal planar (BF3, 120 degrees). 4 pairs: tetrahedral (CH4, 109.5 degrees).',
          'With lone pairs: NH3 is trigonal pyramidal (107 degrees) and H2O is bent (104.5 degrees).',
          '5 pairs: trigonal bipyramidal (PCl5). 6 pairs: octahedral (SF6).',
        ],
      },
      {
        heading: 'Hybridisation and molecular orbitals',
        lines: [
          'Hybridisation mixes atomic orbitals of similar energy: sp (linear, C2H2), sp2 (trigonal, C2H4), sp3 (tetrahedral, CH4), sp3d (PCl5), sp3d2 (SF6).',
          'Molecular orbital theory: atomic orbitals combine into bonding (lower energy) and antibonding (higher energy) molecular orbitals.',
          'Bond order = (electrons in bonding MOs - electrons in antibonding MOs) / 2. N2 has bond order 3; O2 has bond order 2.',
          'O2 has two unpaired electrons in antibonding pi* orbitals, which explains why liquid oxygen is attracted by a magnet (paramagnetism).',
        ],
      },
    ],
  }),
  note({
    id: 'electrochemistry-and-corrosion',
    title: 'Electrochemistry and Corrosion',
    subtitle: 'Cells, the Nernst equation, batteries and corrosion control',
    description: 'Galvanic cells, electrode potentials, the Nernst equation, batteries, and the mechanism and prevention of corrosion.',
    category: 'Physical Chemistry',
    tags: ['electrochemistry', 'Nernst equation', 'batteries', 'corrosion'],
    difficulty: 'Advanced',
    rating: 4.9,
    uploadDate: daysAgo(95),
    downloads: 721,
    sections: [
      {
        heading: 'Galvanic cells',
        lines: [
          'A galvanic cell converts the energy of a spontaneous redox reaction into electrical energy. Oxidation occurs at the anode, reduction at the cathode.',
          'Daniell cell: Zn | Zn2+ || Cu2+ | Cu. At the anode Zn -> Zn2+ + 2e-; at the cathode Cu2+ + 2e- -> Cu. The salt bridge completes the circuit.',
          'E(cell) = E(cathode) - E(anode) = 0.34 - (-0.76) = 1.10 V under standard conditions.',
          'The standard hydrogen electrode is the reference with E = 0.00 V; a more negative electrode potential means a stronger reducing agent.',
        ],
      },
      {
        heading: 'Nernst equation and free energy',
        lines: [
          'Nernst equation at 298 K: E = E0 - (0.0591 / n) log Q, where n is the number of electrons transferred and Q the reaction quotient.',
          'Example: for the Daniell cell with [Zn2+] = 0.1 M and [Cu2+] = 1 M, E = 1.10 - (0.0591/2) log 0.1 = 1.13 V.',
          'Free energy and cell potential: delta G = -nFE, where F = 96485 C per mole of electrons. A positive E means a spontaneous reaction.',
          'At equilibrium E = 0, so E0 = (0.0591 / n) log K; a cell with a large E0 has a very large equilibrium constant.',
        ],
      },
      {
        heading: 'Batteries',
        lines: [
          'Primary cells cannot be recharged (dry Leclanche cell, 1.5 V). Secondary cells can be recharged by reversing the cell reaction.',
          'Lead-acid battery: Pb anode, PbO2 cathode, dilute H2SO4; both electrodes form PbSO4 on discharge. Each cell gives about 2 V.',
          'Lithium-ion battery: Li+ ions move from a graphite anode to a LiCoO2 cathode during discharge and back during charging; about 3.7 V per cell.',
          'Fuel cells (H2-O2) convert the energy of combustion directly into electricity with water as the only product.',
        ],
      },
      {
        heading: 'Corrosion and its prevention',
        lines: [
          'Corrosion is the slow destruction of a metal by chemical or electrochemical reaction with its surroundings; rusting of iron is the commonest example.',
          'Electrochemical mechanism: at anodic areas Fe -> Fe2+ + 2e-; at cathodic areas O2 + 2H2O + 4e- -> 4OH-. Fe(OH)2 is then oxidised to rust, Fe2O3.xH2O.',
          'Factors: moisture, dissolved salts, acidity, contact between different metals, and a small anode next to a large cathode.',
          'Prevention: paints and coatings, galvanising (zinc coating), tinning, and cathodic protection with a sacrificial magnesium or zinc anode.',
        ],
      },
    ],
  }),
  note({
    id: 'thermodynamics-essentials',
    title: 'Thermodynamics Essentials',
    subtitle: 'Energy, enthalpy, entropy and Gibbs free energy',
    description: "The first and second laws, enthalpy, Hess's law, entropy and Gibbs free energy with worked numericals.",
    category: 'Physical Chemistry',
    tags: ['thermodynamics', 'enthalpy', 'entropy', 'Gibbs energy'],
    difficulty: 'Advanced',
    rating: 4.4,
    uploadDate: daysAgo(130),
    downloads: 318,
    sections: [
      {
        heading: 'First law and enthalpy',
        lines: [
          'First law: energy is conserved. delta U = q + w, where q is heat absorbed by the system and w is work done on the system.',
          'Enthalpy H = U + PV. At constant pressure the heat exchanged equals delta H; delta H = delta U + (delta n of gases) RT.',
          'Exothermic reactions have negative delta H (combustion of methane, -890 kJ/mol); endothermic reactions have positive delta H.',
        ],
      },
      {
        heading: "Hess's law",
        lines: [
          "Hess's law: the enthalpy change of a reaction is the same whether it occurs in one step or several, because H is a state function.",
          'Example: C + O2 -> CO2 (-393.5 kJ) and CO + 1/2 O2 -> CO2 (-283.0 kJ) give C + 1/2 O2 -> CO with delta H = -110.5 kJ.',
          'Enthalpy of reaction = sum of enthalpies of formation of products - sum of enthalpies of formation of reactants.',
        ],
      },
      {
        heading: 'Entropy and Gibbs free energy',
        lines: [
          'Entropy S measures how widely energy and matter are spread out. Second law: for a spontaneous process the total entropy of the universe increases.',
          'Gibbs free energy: delta G = delta H - T delta S. A process is spontaneous at constant T and P when delta G < 0.',
          'delta H < 0 and delta S > 0: spontaneous at all temperatures. delta H > 0 and delta S < 0: never spontaneous.',
          'Standard free energy and equilibrium: delta G0 = -RT ln K, so a negative delta G0 means K > 1 and products are favoured.',
        ],
      },
    ],
  }),
  note({
    id: 'biomolecules',
    title: 'Biomolecules',
    subtitle: 'Carbohydrates, proteins and nucleic acids',
    description: 'Structures and functions of carbohydrates, amino acids and proteins, enzymes, DNA and RNA.',
    category: 'Biochemistry',
    tags: ['biomolecules', 'carbohydrates', 'proteins', 'DNA'],
    difficulty: 'Intermediate',
    rating: 4.3,
    uploadDate: daysAgo(160),
    downloads: 264,
    sections: [
      {
        heading: 'Carbohydrates',
        lines: [
          'Carbohydrates are polyhydroxy aldehydes or ketones. Glucose, C6H12O6, is an aldohexose; fructose is a ketohexose.',
          'Sucrose is a disaccharide of glucose and fructose joined through both anomeric carbons, so it is a non-reducing sugar.',
          'Starch (amylose and amylopectin) is made of alpha-glucose units and stores energy in plants; cellulose is made of beta-glucose units and gives plants their structure.',
        ],
      },
      {
        heading: 'Proteins and nucleic acids',
        lines: [
          'Amino acids contain -NH2 and -COOH groups and exist as zwitterions in water. They join through peptide bonds (-CO-NH-) to form proteins.',
          'Protein structure: primary (sequence of amino acids), secondary (alpha-helix and beta-sheet), tertiary (overall folding) and quaternary (several chains).',
          'Enzymes are protein catalysts with an active site that binds a specific substrate; heat or a change in pH denatures them.',
          'DNA contains deoxyribose and the bases A, G, C and T; two strands form a double helix with A pairing with T and G with C. RNA contains ribose and uracil in place of thymine.',
        ],
      },
    ],
  }),
  note({
    id: 'volumetric-analysis',
    title: 'Volumetric Analysis',
    subtitle: 'Titrations for the practical examination',
    description: 'Standard solutions, the normality equation, indicators and permanganate titrations with a worked example.',
    category: 'Analytical Chemistry',
    tags: ['titration', 'practical', 'indicators', 'KMnO4'],
    difficulty: 'Beginner',
    rating: 4.2,
    uploadDate: daysAgo(185),
    downloads: 147,
    sections: [
      {
        heading: 'Standard solutions and concentration',
        lines: [
          'A standard solution has an accurately known concentration. Primary standards (oxalic acid, anhydrous Na2CO3) are pure, stable and not hygroscopic.',
          'Molarity M = moles of solute per litre of solution; normality N = gram equivalents per litre; N = M x n-factor.',
          'At the end point, equivalents of titrant = equivalents of titrate: N1V1 = N2V2.',
          'Worked example: 20.0 mL of 0.10 M NaOH neutralises 10.0 mL of HCl, so the HCl is 0.10 x 20.0 / 10.0 = 0.20 M.',
        ],
      },
      {
        heading: 'Indicators and redox titrations',
        lines: [
          'Phenolphthalein (colourless to pink, pH 8.2-10) suits titrations with a strong base; methyl orange (red to yellow, pH 3.1-4.4) suits a strong acid with a weak base.',
          'KMnO4 acts as its own indicator: the first permanent pale pink colour marks the end point.',
          'With oxalic acid in dilute H2SO4: 2 MnO4- + 5 C2O4(2-) + 16 H+ -> 2 Mn2+ + 10 CO2 + 8 H2O. Warm the flask to 60-70 degrees C first.',
          'Read the burette at eye level from the bottom of the meniscus (the top for coloured KMnO4) and repeat until two readings agree within 0.1 mL.',
        ],
      },
    ],
  }),
];

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

export interface SeedBanner {
  id: string;
  /** Path as clients use it. */
  image: string;
  /** Object path in the bucket. */
  storagePath: string;
  createdAt: Date;
  /** Which generated banner to draw (makeBannerPng). */
  variant: number;
}

const banner = (id: string, variant: number, createdAt: Date): SeedBanner => ({
  id,
  image: `/uploads/banners/${id}.webp`,
  storagePath: `uploads/banners/${id}.webp`,
  createdAt,
  variant,
});

export const BANNERS: readonly SeedBanner[] = [
  banner('banner-deep-blue', 0, daysAgo(30)),
  banner('banner-purple', 1, daysAgo(20)),
  banner('banner-teal-green', 2, daysAgo(10)),
];

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export type Role = 'user' | 'admin';

export interface SeedAccount {
  /** Used as the Auth uid when the account is created; an existing account keeps its own uid. */
  uid: string;
  email: string;
  password: string;
  role: Role;
  /** One line for the launcher's printout. */
  description: string;
  profile: {
    name: string;
    phone: string;
    school: string;
    course: string;
    location: string;
    gender: string;
    /** YYYY-MM-DD */
    dob: string;
    bio: string;
  };
  avatarVariant: number;
  /** Plan id of an active subscription to create for this account, if any. */
  subscribedPlanId?: string;
}

export const ACCOUNTS: readonly SeedAccount[] = [
  {
    uid: 'seed-admin',
    email: 'admin@example.com',
    password: 'admin12345',
    role: 'admin',
    description: 'admin: the admin dashboard at /Chemistry/Admin/login',
    profile: {
      name: 'Site Admin',
      phone: '+91 90000 00001',
      school: 'Chemistry Classes',
      course: 'Administration',
      location: 'Bhopal, Madhya Pradesh',
      gender: 'Other',
      dob: '1985-04-12',
      bio: 'Runs the site: courses, notes, plans, banners and contact queries.',
    },
    avatarVariant: 0,
  },
  {
    uid: 'seed-student',
    email: 'student@example.com',
    password: 'student12345',
    role: 'user',
    description: 'student with an active Advanced subscription (notes unlocked)',
    profile: {
      name: 'Priya Student',
      phone: '+91 90000 00002',
      school: 'Government Engineering College, Bhopal',
      course: 'B.Tech (First Year)',
      location: 'Bhopal, Madhya Pradesh',
      gender: 'Female',
      dob: '2006-08-21',
      bio: 'First-year engineering student preparing for the engineering chemistry end-semester exam.',
    },
    avatarVariant: 1,
    subscribedPlanId: 'advanced',
  },
  {
    uid: 'seed-learner',
    email: 'learner@example.com',
    password: 'learner12345',
    role: 'user',
    description: 'student without a subscription (notes locked)',
    profile: {
      name: 'Rahul Learner',
      phone: '+91 90000 00003',
      school: 'Kendriya Vidyalaya, Indore',
      course: 'Class 10',
      location: 'Indore, Madhya Pradesh',
      gender: 'Male',
      dob: '2010-01-15',
      bio: 'Class 10 student revising chemistry for the board exams.',
    },
    avatarVariant: 2,
  },
];
