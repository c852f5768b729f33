/**
 * The start page's intro, in a module of its own: only the start page's chunk holds it, not the entry
 * that every page loads.
 */
import { texts } from './i18n/locale.ts';

/** The start page's intro: a column for users, one for developers, and the call to register. */
export const START_PAGE_TEXTS = texts('START_PAGE_TEXTS', {
  eyebrow: 'Apps built on openEHR and HL7 FHIR',
  lead: 'Showroom is the catalogue of digital health apps built on open standards. Browse reviewed apps, open their live demos and see how they fit your clinical data environment.',
  forUsers: 'For clinicians and health IT',
  userPoints: [
    {
      title: 'Curated apps',
      text: 'Every vendor and every app is reviewed before it is published, so your time goes to apps worth a look.',
    },
    {
      title: 'Seamless integration',
      text: 'Apps built on openEHR and HL7 FHIR work with your clinical data environment instead of adding another silo.',
    },
    {
      title: 'Faster innovation',
      text: 'Open a live demo in one click and judge an idea today, long before a procurement process would let you.',
    },
    {
      title: 'Confidence in quality',
      text: 'Reviewed listings, transparent vendor details and open standards help you choose with confidence.',
    },
  ],
  forDevelopers: 'For developers and vendors',
  developerPoints: [
    {
      title: 'Visibility',
      text: 'Put your app in front of clinicians, health IT teams and decision makers across the healthcare community.',
    },
    {
      title: 'A realistic test environment',
      text: 'Run your demo against a shared server with structured openEHR and FHIR test data, not empty screens.',
    },
    {
      title: 'Validation',
      text: 'Show that your app speaks the open standards and works on data it has never seen before.',
    },
    {
      title: 'Showcasing',
      text: 'A clear app page with description, screenshots and a one-click demo. Publishing is free.',
    },
  ],
  ctaHeading: 'Show your app to the healthcare community',
  ctaText: 'Create a free account, register as a vendor and publish your first app.',
  ctaButton: 'Register as a vendor',
} as const);
