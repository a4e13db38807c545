import { Link } from 'react-router-dom';
import { Icon, icons, type IconPath } from '../../../components/icons';
import { PageHero } from '../../../components/page-hero';
import { useT } from '../../../i18n/catalog';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { aboutCatalog } from '../i18n';
import './about.css';

// The About page's four figures: fixed text of the page, not counted from data.
const STATS = [
  { value: '25+', label: 'about.stats.years' },
  { value: '500+', label: 'about.stats.projects' },
  { value: '150+', label: 'about.stats.scientists' },
  { value: '50+', label: 'about.stats.partners' },
] as const;

const AREAS = [
  { title: 'about.analytical', icon: icons.chart },
  { title: 'about.organic', icon: icons.hexagon },
  { title: 'about.materials', icon: icons.layers },
  { title: 'about.biochemistry', icon: icons.dna },
  { title: 'about.green', icon: icons.leaf },
  { title: 'about.research', icon: icons.users },
] as const satisfies ReadonlyArray<{ title: string; icon: IconPath }>;

// Route module: react-router's `lazy` reads the named `Component` export.
export function Component() {
  const t = useT(aboutCatalog);
  useDocumentTitle(t('about.title'));

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
        title={t('about.hero.title')}
        eyebrow={t('about.hero.eyebrow')}
        actions={
          <>
            <Link className="button button-accent" to="/Ytclass">
              {t('about.hero.classes')}
            </Link>
            <Link className="button button-outline-light" to="/contact">
              {t('about.hero.contact')}
            </Link>
          </>
        }
      >
        <p>{t('about.hero.text')}</p>
      </PageHero>

      <section className="page-section" aria-labelledby="about-stats-title">
        <div className="page-section-inner">
          <h2 id="about-stats-title" className="visually-hidden">
            {t('about.stats.title')}
          </h2>
          <ul className="about-stats">
            {STATS.map((stat) => (
              <li key={stat.label}>
                <span className="about-stat-value">{stat.value}</span>
                <span className="about-stat-label">{t(stat.label)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section page-section-alt" aria-labelledby="about-mission-title">
        <div className="page-section-inner">
          <h2 id="about-mission-title" className="section-heading">
            {t('about.mission.title')}
          </h2>
          <div className="about-mission">
            <article>
              <span className="about-icon">
                <Icon path={icons.target} size={32} />
              </span>
              <h3>{t('about.mission')}</h3>
              <p>{t('about.mission.text')}</p>
            </article>
            <article>
              <span className="about-icon">
                <Icon path={icons.eye} size={32} />
              </span>
              <h3>{t('about.vision')}</h3>
              <p>{t('about.vision.text')}</p>
            </article>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="about-areas-title">
        <div className="page-section-inner">
          <div className="section-heading">
            <h2 id="about-areas-title">{t('about.areas.title')}</h2>
            <p>{t('about.areas.text')}</p>
          </div>
          <ul className="about-areas">
            {AREAS.map((area) => (
              <li key={area.title}>
                <span className="about-icon">
                  <Icon path={area.icon} size={28} />
                </span>
                <h3>{t(area.title)}</h3>
                <p>{t(`${area.title}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
