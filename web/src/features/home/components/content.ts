import { icons, type IconPath } from '../../../components/icons';
import type { HomeId } from '../i18n';

/**
 * The home page's static content: what each
 * card draws, and the ids of its texts in the home catalogue (locales/en.json, hi.json).
 */

export interface FeatureCard {
  title: HomeId;
  icon: IconPath;
  lines: HomeId[];
}

// Six fixed cards, in this order.
export const FEATURE_CARDS: FeatureCard[] = [
  { title: 'home.c1', icon: icons.flask, lines: ['home.f1.1', 'home.f1.2', 'home.f1.3'] },
  { title: 'home.f2', icon: icons.leaf, lines: ['home.f2.1', 'home.f2.2'] },
  { title: 'home.f3', icon: icons.book, lines: ['home.f3.1', 'home.f3.2', 'home.f3.3'] },
  { title: 'home.f4', icon: icons.pen, lines: ['home.f4.1', 'home.f4.2'] },
  { title: 'home.f5', icon: icons.beaker, lines: ['home.f5.1', 'home.f5.2', 'home.f5.3'] },
  { title: 'home.f6', icon: icons.gift, lines: ['home.f6.1', 'home.f6.2', 'home.f6.3'] },
];

export interface Testimonial {
  /** A person's name: the same in every language. */
  name: string;
  role: HomeId;
  message: HomeId;
  /** Background of the initials avatar (no photos from an external host). */
  colour: string;
}

export const TESTIMONIALS: Testimonial[] = [
  { name: 'Priya Verma', role: 'home.t1.role', message: 'home.t1.text', colour: '#4338ca' },
  { name: 'Rahul Patel', role: 'home.t2.role', message: 'home.t2.text', colour: '#0f766e' },
  { name: 'Dr. Neha Joshi', role: 'home.t3.role', message: 'home.t3.text', colour: '#9d174d' },
  { name: 'Aman Gupta', role: 'home.t4.role', message: 'home.t4.text', colour: '#b45309' },
  { name: 'Sneha Rao', role: 'home.t5.role', message: 'home.t5.text', colour: '#1d4ed8' },
  { name: 'Vikram Singh', role: 'home.t6.role', message: 'home.t6.text', colour: '#047857' },
];

// Ten formulas, shown three times so the ticker loops without a gap.
export const FORMULAS = ['H₂O', 'CO₂', 'NaCl', 'H₂SO₄', 'C₆H₁₂O₆', 'CH₄', 'NH₃', 'CaCO₃', 'HCl', 'NaOH'];

export const POPULAR_COURSES = [
  { title: 'home.c1', icon: icons.flask, text: 'home.c1.text' },
  { title: 'home.c2', icon: icons.leaf, text: 'home.c2.text' },
  { title: 'home.c3', icon: icons.atom, text: 'home.c3.text' },
] as const satisfies ReadonlyArray<{ title: HomeId; icon: IconPath; text: HomeId }>;

export const WHY_CHOOSE_US = [
  { title: 'home.w1', icon: icons.beaker, text: 'home.w1.text' },
  { title: 'home.w2', icon: icons.clock, text: 'home.w2.text' },
  { title: 'home.w3', icon: icons.award, text: 'home.w3.text' },
] as const satisfies ReadonlyArray<{ title: HomeId; icon: IconPath; text: HomeId }>;
