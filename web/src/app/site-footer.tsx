import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { phoneHref, type PublicSiteSettings } from '@chem/contract';
import { useT } from '../i18n/catalog';
import { useSiteSettings } from '../lib/site-settings';
import { shellCatalog } from './i18n';
import { BrandMark } from './brand-mark';
import './site-footer.css';

// The spec's footer Quick Links; it spells Contact with a
// capital C here, unlike the top navigation.
const quickLinks = [
  { to: '/about', label: 'shell.footer.about' },
  { to: '/notes', label: 'shell.footer.notes' },
  { to: '/Contact', label: 'shell.footer.contact' },
  { to: '/course', label: 'shell.footer.courses' },
  { to: '/terms-and-conditions', label: 'shell.footer.terms' },
] as const;

function SocialIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      {children}
    </svg>
  );
}

// Spec: facebook, one placeholder link, instagram, linkedin; the teacher sets the links in the
// admin's Settings, and a network left empty there is not shown.
const socialLinks: ReadonlyArray<{ label: string; setting: keyof PublicSiteSettings; icon: ReactNode }> = [
  {
    label: 'Facebook',
    setting: 'facebookUrl',
    icon: (
      <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2A21 21 0 0 0 14.7 2C12.4 2 10.8 3.4 10.8 6v2.5H8.3v3.7h2.5V22H14v-9.8h2.6l.4-3.7z" />
    ),
  },
  {
    label: 'X (Twitter)',
    setting: 'xUrl',
    icon: <path d="M17.8 2.5h3.1l-6.8 7.8 8 10.6h-6.3l-4.9-6.4-5.6 6.4H2.2l7.3-8.3L1.8 2.5h6.4l4.4 5.9zm-1.1 16.5h1.7L7.4 4.3H5.5z" />,
  },
  {
    label: 'Instagram',
    setting: 'instagramUrl',
    icon: (
      <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM21.9 7.9c-.1-1.6-.4-3-1.6-4.2S17.7 2.2 16.1 2.1C14.5 2 9.5 2 7.9 2.1c-1.6.1-3 .4-4.2 1.6S2.2 6.3 2.1 7.9C2 9.5 2 14.5 2.1 16.1c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.6.1 8.2 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.6 0-8.2zm-2.2 10.8a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.8.4s-4.5.1-5.8-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.4-.4-5.8s-.1-4.5.4-5.8a3.3 3.3 0 0 1 1.9-1.9C7.5 4.7 10.6 4.8 12 4.8s4.5-.1 5.8.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.8s.1 4.5-.4 5.8z" />
    ),
  },
  {
    label: 'LinkedIn',
    setting: 'linkedinUrl',
    icon: (
      <path d="M20.5 2h-17C2.7 2 2 2.7 2 3.5v17c0 .8.7 1.5 1.5 1.5h17c.8 0 1.5-.7 1.5-1.5v-17c0-.8-.7-1.5-1.5-1.5zM8 19H5V9.5h3zM6.5 8.2a1.7 1.7 0 1 1 0-3.5 1.7 1.7 0 0 1 0 3.5zM19 19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3V9.5h2.8v1.3h.1a3.1 3.1 0 0 1 2.8-1.5c3 0 3.6 2 3.6 4.6z" />
    ),
  },
];

export function SiteFooter() {
  const site = useSiteSettings();
  const t = useT(shellCatalog);
  const shownSocialLinks = socialLinks.filter((link) => site[link.setting]);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-about">
          <Link className="brand" to="/">
            <BrandMark />
            <span>{site.siteName}</span>
          </Link>
          {site.tagline && <p>{site.tagline}</p>}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t('shell.footer.quickLinks')}</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2>{t('shell.footer.getInTouch')}</h2>
          <ul>
            {site.phone && (
              <li>
                <a href={phoneHref(site.phone)}>{site.phone}</a>
              </li>
            )}
            {site.email && (
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
            )}
            {site.location && <li className="site-footer-location">{site.location}</li>}
          </ul>
          {shownSocialLinks.length > 0 && (
            <ul className="site-footer-social" aria-label={t('shell.footer.followUs')}>
              {shownSocialLinks.map((link) => (
                <li key={link.label}>
                  <a
                    href={site[link.setting]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('shell.footer.opensInNewTab', { network: link.label })}
                  >
                    <SocialIcon>{link.icon}</SocialIcon>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className="site-footer-copyright">{t('shell.footer.copyright', { owner: site.developerName || site.siteName })}</p>
    </footer>
  );
}
