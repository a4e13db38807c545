import { useId, useState } from 'react';
import { FAQ_ITEMS } from './content';

/** Frequently Asked Questions (spec §2, §4): one answer open at a time; the open one closes on a second click. */
export function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section className="page-section page-section-alt" aria-labelledby="faq-title">
      <div className="page-section-inner faq">
        <div className="section-heading">
          <h2 id="faq-title">Frequently Asked Questions</h2>
          <p>Quick answers to what students ask us most.</p>
        </div>
        <ul className="faq-list">
          {FAQ_ITEMS.map((item, index) => {
            const open = openIndex === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <li key={item.question} className="faq-item" data-open={open}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span>{item.question}</span>
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
                  <p>{item.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
