/**
 * The home page's questions and answers. Apart from content.ts (which draws icons) because the
 * build reads them too: the home page's FAQPage JSON-LD is written from this same list
 * (web/build/page-meta.ts), so what search engines read is what the page shows.
 */

export interface FaqItem {
  question: string;
  answer: string;
}

// Spec §2 Home › FAQ: prerequisites, laboratory access, certificates, refund policy.
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'What are the prerequisites for your courses?',
    answer:
      'Prerequisites vary by course level. Beginner courses need only basic math; intermediate and advanced courses build on the earlier levels, and each course page says what it expects.',
  },
  {
    question: 'Do I get access to a laboratory?',
    answer:
      'Yes. Practical topics come with virtual lab simulations you can run from home, and hands-on sessions are arranged at our partner institutions.',
  },
  {
    question: 'Will I receive a certificate?',
    answer: 'Yes. When you complete a course you receive an industry-recognized certificate that you can add to your résumé.',
  },
  {
    question: 'What is your refund policy?',
    answer: 'Paid courses come with a 30-day money-back guarantee. Free courses have no refund, as nothing was charged.',
  },
];
