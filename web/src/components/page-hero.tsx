import type { ReactNode } from 'react';
import './page-hero.css';

interface PageHeroProps {
  /** The page's h1. */
  title: string;
  /** Small label above the title. */
  eyebrow?: string;
  children?: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
}

/**
 * The dark banner that opens an inner page (About, Contact, Terms, ...): a gradient drawn in CSS,
 * so it costs no image request and never shifts the layout.
 */
export function PageHero({ title, eyebrow, children, actions }: PageHeroProps) {
  return (
    <section className="page-hero" aria-labelledby="page-hero-title">
      <div className="page-hero-inner">
        {eyebrow && <p className="page-hero-eyebrow">{eyebrow}</p>}
        <h1 id="page-hero-title">{title}</h1>
        {children && <div className="page-hero-text">{children}</div>}
        {actions && <div className="button-row">{actions}</div>}
      </div>
    </section>
  );
}
