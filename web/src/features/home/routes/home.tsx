import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './home.css';

// Route module: react-router's `lazy` reads the named `Component` export.
export function Component() {
  useDocumentTitle('Home');

  return (
    // The banner carousel joins this hero later; the gradient stays as its backdrop.
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero-inner">
        <h1 id="home-hero-title">Transform Your Chemistry Skills</h1>
        <p className="home-hero-tagline">
          Learn chemistry from a teacher with 15 years of experience: clear notes, video classes and practical demonstrations that make
          every concept click.
        </p>
        <div className="button-row">
          <Link className="button button-accent" to="/notes">
            Explore our Notes
          </Link>
          <Link className="button button-outline-light" to="/Ytclass">
            Our Classes
          </Link>
        </div>
      </div>
    </section>
  );
}
