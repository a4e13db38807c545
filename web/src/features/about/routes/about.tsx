import { Link } from 'react-router-dom';
import { Icon, icons, type IconPath } from '../../../components/icons';
import { PageHero } from '../../../components/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './about.css';

// Spec §2 About page: exactly these four figures.
const STATS = [
  { value: '25+', label: 'Years of Excellence' },
  { value: '500+', label: 'Research Projects' },
  { value: '150+', label: 'Expert Scientists' },
  { value: '50+', label: 'Industry Partners' },
] as const;

const AREAS: ReadonlyArray<{ title: string; icon: IconPath; text: string }> = [
  {
    title: 'Analytical Chemistry',
    icon: icons.chart,
    text: 'Titrations, spectroscopy and instrumental methods: measuring what is in a sample, and how much.',
  },
  {
    title: 'Organic Synthesis',
    icon: icons.hexagon,
    text: 'Reaction mechanisms and named reactions, taught step by step until building molecules feels natural.',
  },
  {
    title: 'Materials Science',
    icon: icons.layers,
    text: 'Polymers, composites and nanomaterials: how structure decides the properties of what we build with.',
  },
  {
    title: 'Biochemistry',
    icon: icons.dna,
    text: 'The chemistry of life, from enzymes and proteins to the reactions that power every cell.',
  },
  {
    title: 'Green Chemistry',
    icon: icons.leaf,
    text: 'Cleaner processes and less waste: the principles behind sustainable industry and a healthier environment.',
  },
  {
    title: 'Collaborative Research',
    icon: icons.users,
    text: 'Projects with partner institutions that bring students close to real laboratories and real problems.',
  },
];

// Route module: react-router's `lazy` reads the named `Component` export.
export function Component() {
  useDocumentTitle('About Us');

  return (
    <>
      {/* Banner: drawn in CSS and SVG, no photo to download. */}
      <div className="about-banner" aria-hidden="true">
        <svg viewBox="0 0 600 120" preserveAspectRatio="xMidYMid slice" focusable="false">
          <g fill="none" stroke="rgb(94 234 212 / 0.45)" strokeWidth="2">
            <path d="M40 60l26-15 26 15v30l-26 15-26-15z" />
            <path d="M92 60l26-15 26 15v30l-26 15-26-15z" />
            <path d="M300 20l26-15 26 15v30l-26 15-26-15zM352 50h40M392 50l26-15 26 15v30l-26 15-26-15z" />
            <circle cx="520" cy="60" r="34" />
            <ellipse cx="520" cy="60" rx="60" ry="18" />
            <ellipse cx="520" cy="60" rx="60" ry="18" transform="rotate(60 520 60)" />
            <ellipse cx="520" cy="60" rx="60" ry="18" transform="rotate(-60 520 60)" />
          </g>
        </svg>
      </div>

      <PageHero
        title="About Our Chemistry Classes"
        eyebrow="About us"
        actions={
          <>
            <Link className="button button-accent" to="/Ytclass">
              Watch Our Classes
            </Link>
            <Link className="button button-outline-light" to="/contact">
              Contact Us
            </Link>
          </>
        }
      >
        <p>
          For 15 years we have helped school and college students understand chemistry instead of memorising it: through clear notes, video
          lectures and practical demonstrations rooted in real research.
        </p>
      </PageHero>

      <section className="page-section" aria-labelledby="about-stats-title">
        <div className="page-section-inner">
          <h2 id="about-stats-title" className="visually-hidden">
            Our work in numbers
          </h2>
          <ul className="about-stats">
            {STATS.map((stat) => (
              <li key={stat.label}>
                <span className="about-stat-value">{stat.value}</span>
                <span className="about-stat-label">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section page-section-alt" aria-labelledby="about-mission-title">
        <div className="page-section-inner">
          <h2 id="about-mission-title" className="section-heading">
            Mission and Vision
          </h2>
          <div className="about-mission">
            <article>
              <span className="about-icon">
                <Icon path={icons.target} size={32} />
              </span>
              <h3>Our Mission</h3>
              <p>
                To make quality chemistry education affordable and reachable for every student in India, on any phone, with teaching that
                builds real understanding and confidence for exams and beyond.
              </p>
            </article>
            <article>
              <span className="about-icon">
                <Icon path={icons.eye} size={32} />
              </span>
              <h3>Our Vision</h3>
              <p>
                A generation of students who see chemistry as the science of everyday life, ready to solve problems in industry, research
                and the environment.
              </p>
            </article>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="about-areas-title">
        <div className="page-section-inner">
          <div className="section-heading">
            <h2 id="about-areas-title">Areas of Expertise</h2>
            <p>The fields our teaching and research draw on.</p>
          </div>
          <ul className="about-areas">
            {AREAS.map((area) => (
              <li key={area.title}>
                <span className="about-icon">
                  <Icon path={area.icon} size={28} />
                </span>
                <h3>{area.title}</h3>
                <p>{area.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
