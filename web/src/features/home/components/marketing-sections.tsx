import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { useT } from '../../../i18n/catalog';
import { useSiteSettings } from '../../../lib/site-settings';
import { homeCatalog } from '../i18n';
import { FORMULAS, POPULAR_COURSES, WHY_CHOOSE_US } from './content';
import { AUTH_PATH } from '../../../config/paths';

export function PopularCourses() {
  const { channelUrl } = useSiteSettings();
  const t = useT(homeCatalog);
  return (
    <section className="page-section" aria-labelledby="popular-title">
      <div className="page-section-inner">
        <div className="section-heading">
          <h2 id="popular-title">{t('home.popular.title')}</h2>
          <p>{t('home.popular.text')}</p>
        </div>
        <ul className="card-grid">
          {POPULAR_COURSES.map((course) => (
            <li key={course.title} className="info-card">
              <span className="info-card-icon">
                <Icon path={course.icon} size={32} />
              </span>
              <h3>{t(course.title)}</h3>
              <p>{t(course.text)}</p>
              <a className="button button-outline" href={channelUrl} target="_blank" rel="noopener noreferrer">
                {t('home.popular.more')}
                <span className="visually-hidden">{t('home.popular.moreHint', { title: t(course.title) })}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WhyChooseUs() {
  const t = useT(homeCatalog);
  return (
    <section className="page-section page-section-alt" aria-labelledby="why-title">
      <div className="page-section-inner">
        <div className="section-heading">
          <h2 id="why-title">{t('home.why.title')}</h2>
          <p>{t('home.why.text')}</p>
        </div>
        <ul className="card-grid">
          {WHY_CHOOSE_US.map((reason) => (
            <li key={reason.title} className="info-card info-card-centered">
              <span className="info-card-icon">
                <Icon path={reason.icon} size={32} />
              </span>
              <h3>{t(reason.title)}</h3>
              <p>{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function EnrolBand() {
  const t = useT(homeCatalog);
  return (
    <section className="enrol-band" aria-labelledby="enrol-title">
      <div className="page-section-inner">
        <h2 id="enrol-title">{t('home.enrol.title')}</h2>
        <p>{t('home.enrol.text')}</p>
        <Link className="button button-accent" to={AUTH_PATH}>
          {t('home.enrol.button')}
        </Link>
      </div>
    </section>
  );
}

/** Decorative: hidden from assistive technology; the ten formulas three times, looping every 15 s. */
export function FormulaTicker() {
  const formulas = [...FORMULAS, ...FORMULAS, ...FORMULAS];
  return (
    <div className="formula-ticker" aria-hidden="true">
      <div className="formula-ticker-track">
        {formulas.map((formula, index) => (
          <span key={index}>{formula}</span>
        ))}
      </div>
    </div>
  );
}

export function ContactHeading() {
  const t = useT(homeCatalog);
  return (
    <div className="section-heading">
      <h2 id="home-contact-title">{t('home.contact.title')}</h2>
      <p>{t('home.contact.text')}</p>
    </div>
  );
}
