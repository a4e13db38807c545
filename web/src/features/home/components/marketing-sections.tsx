import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { useSiteSettings } from '../../../lib/site-settings';
import { FORMULAS, POPULAR_COURSES, WHY_CHOOSE_US } from './content';

export function PopularCourses() {
  const { channelUrl } = useSiteSettings();
  return (
    <section className="page-section" aria-labelledby="popular-title">
      <div className="page-section-inner">
        <div className="section-heading">
          <h2 id="popular-title">Popular Courses</h2>
          <p>Start with the courses our students love most.</p>
        </div>
        <ul className="card-grid">
          {POPULAR_COURSES.map((course) => (
            <li key={course.title} className="info-card">
              <span className="info-card-icon">
                <Icon path={course.icon} size={32} />
              </span>
              <h3>{course.title}</h3>
              <p>{course.text}</p>
              <a className="button button-outline" href={channelUrl} target="_blank" rel="noopener noreferrer">
                Learn More<span className="visually-hidden"> about {course.title} on the video channel (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WhyChooseUs() {
  return (
    <section className="page-section page-section-alt" aria-labelledby="why-title">
      <div className="page-section-inner">
        <div className="section-heading">
          <h2 id="why-title">Why Choose Us</h2>
          <p>15 years of experience teaching chemistry, in a format that fits your day.</p>
        </div>
        <ul className="card-grid">
          {WHY_CHOOSE_US.map((reason) => (
            <li key={reason.title} className="info-card info-card-centered">
              <span className="info-card-icon">
                <Icon path={reason.icon} size={32} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function EnrolBand() {
  return (
    <section className="enrol-band" aria-labelledby="enrol-title">
      <div className="page-section-inner">
        <h2 id="enrol-title">Ready to Transform Your Chemistry?</h2>
        <p>Join students across India who learn with clear notes, video classes and practical demonstrations.</p>
        <Link className="button button-accent" to="/AuthPage">
          Enroll Now
        </Link>
      </div>
    </section>
  );
}

/** Decorative (spec §1): hidden from assistive technology; the ten formulas three times, looping every 15 s. */
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
  return (
    <div className="section-heading">
      <h2 id="home-contact-title">Contact Us</h2>
      <p>Questions about classes, notes or plans? We would love to hear from you.</p>
    </div>
  );
}
