import type { ReactNode } from 'react';
import { phoneHref, type PublicSiteSettings } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { useSiteSettings } from '../../../lib/site-settings';
import { contactCatalog } from '../i18n';
import './contact.css';

function CardIcon({ children }: { children: ReactNode }) {
  return (
    <span className="contact-card-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </span>
  );
}

type ContactId = Parameters<ReturnType<typeof contactCatalog.in>>[0];

interface InfoCard {
  title: ContactId;
  icon: ReactNode;
  line: (site: PublicSiteSettings) => ReactNode;
  detail: ContactId;
}

const cards: InfoCard[] = [
  {
    title: 'contact.card.phone',
    icon: (
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
    ),
    line: (site) => <a href={phoneHref(site.phone)}>{site.phone}</a>,
    detail: 'contact.card.phoneHours',
  },
  {
    title: 'contact.card.email',
    icon: (
      <>
        <rect x="2" y="4" width="20" height="16" rx="2" />
        <path d="m22 6-10 7L2 6" />
      </>
    ),
    line: (site) => <a href={`mailto:${site.email}`}>{site.email}</a>,
    detail: 'contact.card.emailDetail',
  },
  {
    title: 'contact.card.location',
    icon: (
      <>
        <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
        <circle cx="12" cy="10" r="3" />
      </>
    ),
    line: (site) => site.location,
    detail: 'contact.card.locationDetail',
  },
  {
    title: 'contact.card.support',
    icon: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 6v6l4 2" />
      </>
    ),
    line: () => '24/7',
    detail: 'contact.card.supportDetail',
  },
];

/** The four info cards beside the contact form. */
export function ContactInfoCards() {
  const site = useSiteSettings();
  const t = useT(contactCatalog);
  return (
    <ul className="contact-cards">
      {cards.map((card) => (
        <li key={card.title} className="contact-card">
          <CardIcon>{card.icon}</CardIcon>
          <div>
            <h3>{t(card.title)}</h3>
            <p className="contact-card-line">{card.line(site)}</p>
            <p className="contact-card-detail">{t(card.detail)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
