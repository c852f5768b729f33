// The users' FAQ: its questions and answers, and the shape of a FAQ entry. Zod-free, for the page's lazy
// chunk; the vendors' FAQ and the privacy policy's statistics section have modules of their own
// (faq-vendors-texts.ts, privacy-statistics-texts.ts), so each page loads only its own texts.
import { PRODUCT_NAME } from './constants.ts';
import { texts } from './i18n/locale.ts';

/** One question of a FAQ page; `id` is its anchor. */
export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export const FAQ_USERS_TEXTS = texts('FAQ_USERS_TEXTS', {
  intro: `Answers for clinicians and health IT teams exploring ${PRODUCT_NAME}.`,
  entries: [
    {
      id: 'faq-users-what',
      question: `What is ${PRODUCT_NAME}?`,
      answer:
        'A catalogue of digital health apps built on the open standards openEHR and HL7 FHIR. You can read about each app, see screenshots and open its live demo.',
    },
    {
      id: 'faq-users-account',
      question: 'Do I need an account?',
      answer:
        'No. Browsing the catalogue and opening demos is open to everyone. Accounts are for vendors who publish apps.',
    },
    {
      id: 'faq-users-demo',
      question: 'How do I try an app?',
      answer:
        "Each app page has a Demo button. It opens the app's live demo in a new tab, connected to our public demo server.",
    },
    {
      id: 'faq-users-contact',
      question: 'How do I reach the vendor of an app?',
      answer:
        'Each app page has a Contact Vendor link that opens an e-mail to the vendor. Ask there about licences, prices, support and how to use the app in your organisation.',
    },
    {
      id: 'faq-users-data',
      question: 'Which data does the demo server hold?',
      answer:
        'Structured test data only. The demo server is public: its data is visible to all users and is reset regularly. Never enter real patient data or other personal information in a demo.',
    },
    {
      id: 'faq-users-review',
      question: 'Are the apps checked?',
      answer:
        'Yes. Every vendor and every app, including each update, is reviewed before it is published. A listing is not a certification or a medical-device approval: please assess an app for your own clinical use.',
    },
  ],
} as const satisfies { intro: string; entries: readonly FaqEntry[] });
