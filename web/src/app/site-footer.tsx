import { Link } from 'react-router-dom';
import { BrandMark } from './brand-mark';
import './site-footer.css';

// The spec's footer Quick Links (product-spec §2, Home › Footer); it spells Contact with a
// capital C here, unlike the top navigation.
const quickLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/notes', label: 'Notes' },
  { to: '/Contact', label: 'Contact' },
  { to: '/course', label: 'Courses' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
] as const;

// Placeholder until the development company's name is known.
const developerName = 'Your Company Name';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-about">
          <Link className="brand" to="/">
            <BrandMark />
            <span>Chemistry Classes</span>
          </Link>
          <p>Clear notes, video classes and practical demonstrations, from 15 years of teaching chemistry.</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer-copyright">© 2025 {developerName}. All rights reserved.</p>
    </footer>
  );
}
