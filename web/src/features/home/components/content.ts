import { icons, type IconPath } from '../../../components/icons';

/** The home page's static content (spec §2 Home, §3 Feature card, Testimonial, FAQ item). */

export interface FeatureCard {
  title: string;
  icon: IconPath;
  lines: string[];
}

// Spec §3: six static cards, in this order.
export const FEATURE_CARDS: FeatureCard[] = [
  { title: 'Engineering Chemistry', icon: icons.flask, lines: ['Typed notes PDF', 'Handwritten notes', 'Video lectures'] },
  { title: 'Environmental Science', icon: icons.leaf, lines: ['Complete video lectures', 'Supporting PDFs'] },
  { title: 'Class 10th Content', icon: icons.book, lines: ['Subject-wise lectures', 'Notes PDF', 'Practice worksheets'] },
  { title: 'Handwritten Notes - All Courses', icon: icons.pen, lines: ['Course-wise organization', 'Subject-wise categorization'] },
  {
    title: 'Practical Related Videos',
    icon: icons.beaker,
    lines: [
      'Subject-specific demonstrations',
      'Science practicals (10th) in their own section',
      'Engineering practicals in their own section',
    ],
  },
  { title: 'Bonus Resources', icon: icons.gift, lines: ['Extra PDFs', 'Reference links', 'Exam tips'] },
];

export interface Testimonial {
  name: string;
  role: string;
  message: string;
  /** Background of the initials avatar (no photos from an external host). */
  colour: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Priya Verma',
    role: 'B.Tech student',
    message:
      'The engineering chemistry notes are the clearest I have found. I revised polymers and water treatment in a weekend and scored my best marks.',
    colour: '#4338ca',
  },
  {
    name: 'Rahul Patel',
    role: 'Class 10th student',
    message: 'The videos explain every reaction step by step. Chemistry went from my weakest subject to my favourite one.',
    colour: '#0f766e',
  },
  {
    name: 'Dr. Neha Joshi',
    role: 'Research scholar',
    message: 'A rare mix of depth and simplicity. I recommend the environmental science lectures to every student I mentor.',
    colour: '#9d174d',
  },
  {
    name: 'Aman Gupta',
    role: 'Diploma student',
    message: 'The practical videos helped me prepare for my lab exam. I knew exactly what to do at each step of the titration.',
    colour: '#b45309',
  },
  {
    name: 'Sneha Rao',
    role: 'Chemistry teacher',
    message: 'I use the worksheets with my own class. They are well organised, accurate and pitched at the right level.',
    colour: '#1d4ed8',
  },
  {
    name: 'Vikram Singh',
    role: 'B.Sc student',
    message: 'The handwritten notes feel like sitting in the classroom. The exam tips in the bonus section saved me hours.',
    colour: '#047857',
  },
];

export { FAQ_ITEMS, type FaqItem } from './faq-items';

// Spec §9: ten formulas, shown three times in the ticker.
export const FORMULAS = ['H₂O', 'CO₂', 'NaCl', 'H₂SO₄', 'C₆H₁₂O₆', 'CH₄', 'NH₃', 'CaCO₃', 'HCl', 'NaOH'];

export const POPULAR_COURSES = [
  {
    title: 'Engineering Chemistry',
    icon: icons.flask,
    text: 'Water technology, polymers, fuels, corrosion and instrumental methods: the full first-year syllabus with notes and solved questions.',
  },
  {
    title: 'Environmental Chemistry',
    icon: icons.leaf,
    text: 'Pollution, ecosystems, green chemistry and climate: concepts explained with real examples and exam-ready summaries.',
  },
  {
    title: 'Foundations of Chemistry',
    icon: icons.atom,
    text: 'Atoms, bonding, reactions and the periodic table from the ground up, ideal for class 10th and anyone starting fresh.',
  },
] as const satisfies ReadonlyArray<{ title: string; icon: IconPath; text: string }>;

export const WHY_CHOOSE_US = [
  {
    title: 'Interactive Learning',
    icon: icons.beaker,
    text: 'Video lessons, demonstrations and worksheets that turn formulas into experiments you can picture.',
  },
  {
    title: 'Flexible Schedule',
    icon: icons.clock,
    text: 'Learn at your own pace, on your phone, whenever it suits you; every class stays available to revisit.',
  },
  {
    title: 'Guaranteed Results',
    icon: icons.award,
    text: '15 years of teaching experience, focused on what examiners ask, so your marks show the difference.',
  },
] as const satisfies ReadonlyArray<{ title: string; icon: IconPath; text: string }>;
