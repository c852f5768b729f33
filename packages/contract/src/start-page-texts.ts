/**
 * The start page's intro, in a module of its own: only the start page's chunk holds it, not the entry
 * that every page loads.
 */
import { texts } from './i18n/locale.ts';

/**
 * The start page's intro (spec section 1): under the heading a column for users and one for developers,
 * one short line per point so that the app list below starts high, then the call to register.
 */
export const START_PAGE_TEXTS = texts('START_PAGE_TEXTS', {
  eyebrow: 'Apps built on openEHR and HL7 FHIR',
  forUsers: 'For clinicians and health IT',
  userPoints: [
    { title: 'Curated apps', text: 'Every vendor and app is reviewed first.' },
    { title: 'Seamless integration', text: 'Apps that fit your clinical data environment.' },
    { title: 'Faster innovation', text: 'Try a live demo in one click, today.' },
    { title: 'Confidence in quality', text: 'Reviewed apps on open standards.' },
  ],
  forDevelopers: 'For developers and vendors',
  developerPoints: [
    { title: 'Visibility', text: 'Reach the healthcare community.' },
    { title: 'A realistic test environment', text: 'Demo on structured test data.' },
    { title: 'Validation', text: 'Show that your app speaks openEHR and FHIR.' },
    { title: 'Showcasing', text: 'Screenshots and a one-click demo, for free.' },
  ],
  /** Ours (issue 33): under the developers' column, to the sandbox page. */
  sandboxLink: 'Try the FHIR sandbox',
  ctaHeading: 'Show your app to the healthcare community',
  ctaText: 'Create a free account, register as a vendor and publish your first app.',
  ctaButton: 'Register as a vendor',
} as const);
