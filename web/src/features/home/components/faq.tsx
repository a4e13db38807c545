import { useId, useState } from 'react';
import { useT } from '../../../i18n/catalog';
import { homeCatalog } from '../i18n';

// The home page's FAQ: prerequisites, laboratory access, certificates, refund policy (the build's
// FAQPage JSON-LD reads the same messages: faq-items.ts).
const QUESTIONS = [1, 2, 3, 4] as const;

/** Frequently Asked Questions: one answer open at a time; the open one closes on a second click. */
export function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const t = useT(homeCatalog);

  return (
    <section className="page-section page-section-alt" aria-labelledby="faq-title">
      <div className="page-section-inner faq">
        <div className="section-heading">
          <h2 id="faq-title">{t('home.faq.title')}</h2>
          <p>{t('home.faq.text')}</p>
        </div>
        <ul className="faq-list">
          {QUESTIONS.map((number, index) => {
            const open = openIndex === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <li key={number} className="faq-item" data-open={open}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span>{t(`home.faq.q${number}`)}</span>
                    <svg
                      viewBox="0 0 24 24"
                      width="20"
                      height="20"
                      aria-hidden="true"
                      focusable="false"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                    >
                      <path d="M6 9l6 6 6-6" />
                    </svg>
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!open}>
                  <p>{t(`home.faq.a${number}`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
