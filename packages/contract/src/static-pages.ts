// The FAQ pages' questions and answers. Zod-free, for the static pages' (lazy) chunk.
import { ICON_SIZE_PX, MAX_UPLOAD_BYTES, PRODUCT_NAME } from './constants.ts';
import { PUBLIC_UI_TEXTS } from './messages-core.ts';
import { texts } from './i18n/locale.ts';

/** One question of a FAQ page; `id` is its anchor. */
export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

const maxMegabytes = `${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`;

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

export const FAQ_VENDORS_TEXTS = texts('FAQ_VENDORS_TEXTS', {
  intro: `How to present your app on ${PRODUCT_NAME}.`,
  entries: [
    {
      id: 'faq-vendors-register',
      question: 'How do I register as a vendor?',
      answer: `Choose ${PUBLIC_UI_TEXTS.loginRegister} at the top of the page and sign in or create an account. Then choose Register as a vendor in the user menu, enter your vendor name, description, website and e-mail, upload an icon and submit your registration.`,
    },
    {
      id: 'faq-vendors-review',
      question: 'How does the review work?',
      answer:
        'Our team reviews every vendor registration and every app before it is published. You receive an e-mail when your registration is approved or rejected. A rejection comes with a reason: update your information and submit again.',
    },
    {
      id: 'faq-vendors-publish',
      question: 'How do I publish an app?',
      answer: `Open My apps and choose Add new app. Enter the app information, upload an icon (square ${ICON_SIZE_PX}x${ICON_SIZE_PX} pixels, max ${maxMegabytes}) and screenshots (max ${maxMegabytes} each, with a similar aspect ratio), check the preview and submit the app for review.`,
    },
    {
      id: 'faq-vendors-cost',
      question: 'What does it cost?',
      answer: `Publishing is free. Paid apps are welcome, but ${PRODUCT_NAME} handles no payments: prices, licences and contracts are agreed between you and your customers.`,
    },
    {
      id: 'faq-vendors-demo',
      question: 'Where does my demo get its data?',
      answer:
        'Connect your demo to our public demo server with its structured openEHR and FHIR test data. Its data is visible to all users and is reset regularly, so never rely on data you stored there.',
    },
    {
      id: 'faq-vendors-update',
      question: 'How do I update a published app?',
      answer:
        'Edit the app in My apps. Your published version stays available while the update goes through a short review, and the update replaces it once approved.',
    },
    {
      id: 'faq-vendors-deactivate',
      question: 'How do I take an app offline?',
      answer:
        'Deactivate it from its card in My apps. A deactivated app disappears from the catalogue. To make it available again, please contact the support.',
    },
  ],
} as const satisfies { intro: string; entries: readonly FaqEntry[] });

/**
 * The privacy policy's own section on the statistics (issue 18), after the operator's text: exactly
 * what is counted and how (apps/api/src/modules/statistics does what it says).
 */
export const PRIVACY_STATISTICS_TEXTS = texts('PRIVACY_STATISTICS_TEXTS', {
  heading: 'Statistics without cookies',
  intro:
    "Showroom counts, per app and per day, how many visitors opened the app's page and how many clicked its Demo button. Nothing else is counted.",
  points: [
    'No cookie is set for counting, and nothing is stored in your browser.',
    "Neither your IP address nor your browser's identification (user agent) is stored.",
    'A visitor counts once per app and day, and one network address as at most five visitors. To recognise a visitor during that day, the server computes a hash of the IP address (of an IPv6 address, its network) and the browser identification with a secret key that is replaced every day and never stored; the hashes are held in memory only.',
    'Bots are not counted: they are recognised by their browser identification and by how often they call.',
    "Only the daily totals per app are kept, never a record of a single visit. The app's vendor sees them, and they are deleted with the app.",
  ],
} as const);
