// The vendors' FAQ: its questions and answers. Zod-free, for the page's lazy chunk.
import { ICON_SIZE_PX, MAX_UPLOAD_BYTES, PRODUCT_NAME } from './constants.ts';
import { PUBLIC_UI_TEXTS } from './messages-core.ts';
import { texts } from './i18n/locale.ts';
import type { FaqEntry } from './static-pages.ts';

const maxMegabytes = `${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`;

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
