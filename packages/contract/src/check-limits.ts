// Values the live checks' texts share with their German translation (i18n/de/public.ts): a module of
// their own, so that the German catalogue's chunk does not import the English texts of check-texts.ts.

/** Facts whose `reported` text is the server's own value ("4.0.1 (R4)"), not a sentence of its own. */
export const REPORTS_A_VALUE: ReadonlySet<string> = new Set([
  'profile.fhir.versions',
  'profile.openehr.restApiVersion',
]);

/** 'Check now' runs one vendor may start per hour, over all of its apps (issue 32). */
export const CHECK_NOW_PER_HOUR = 20;
