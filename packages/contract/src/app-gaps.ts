/**
 * What a visitor will miss on an app's page (issue 19, item 4): no demo address, no screenshot, no
 * interoperability profile. The spec leaves all three optional and its Submit takes one click, so the
 * list informs the vendor beside Submit and the admin in the review; it neither refuses nor adds a step.
 */
import type { AppDetails } from './apps.ts';
import { texts } from './i18n/locale.ts';

export const APP_GAPS = ['demo', 'screenshots', 'profile'] as const;
export type AppGap = (typeof APP_GAPS)[number];

/** The parts a visitor will miss, in the order the page shows them. */
export function appGaps(app: Pick<AppDetails, 'demoUrl' | 'screenshots' | 'profile'>): AppGap[] {
  const gaps: AppGap[] = [];
  if (!app.demoUrl?.trim()) gaps.push('demo');
  if (app.screenshots.length === 0) gaps.push('screenshots');
  if (!app.profile || app.profile.standards.length === 0) gaps.push('profile');
  return gaps;
}

export const APP_GAP_TEXTS = texts('APP_GAP_TEXTS', {
  vendorHeading: 'What visitors will miss',
  vendorHint: 'You can submit without these; adding them helps visitors judge your app.',
  adminHeading: 'What this version lacks',
  demo: 'A demo address: visitors cannot try the app.',
  screenshots: 'Screenshots: visitors cannot see the app before they try it.',
  profile:
    'An interoperability profile: visitors cannot see which standards the app uses, and the live checks have nothing to confirm.',
} as const);
