import { texts } from './i18n/locale.ts';
// The public page 'How we check' (/how-we-check): what the live checks read, when, how safely, and what
// their results mean. A module of its own: the app page's chunk needs the check texts, not this page.

/** The public page 'How we check' (/how-we-check): sections of paragraphs and lists. */
export const HOW_WE_CHECK = texts('HOW_WE_CHECK', {
  title: 'How we check',
  intro:
    "Vendors declare which standards their apps speak. Where they give us an address, the showroom asks the vendor's own servers what they say of themselves and compares it with the declaration.",
  sections: [
    {
      heading: 'What we read',
      items: [
        'HL7 FHIR: the CapabilityStatement at the sandbox’s [base]/metadata (FHIR version, resource types, implementation guides).',
        'SMART App Launch: [base]/.well-known/smart-configuration (launch types, client types, scopes).',
        'SMART app manifest: below the app’s launch URL, else at its origin, .well-known/smart/manifest.json (its launch_url and redirect_uris against the declared launch URL and redirect URIs).',
        'CDS Hooks: the discovery endpoint’s /cds-services (the hooks its services answer).',
        'openEHR: the demo CDR’s OPTIONS answer (REST API version) and its template list.',
        'Public registers: each study’s DOI at doi.org and its ClinicalTrials.gov id (NCT…) at ClinicalTrials.gov (DRKS has no public interface: its ids stay declared by the vendor).',
        'Whether the demo, the vendor’s website and the repository answer.',
      ],
    },
    {
      heading: 'When we check',
      items: [
        'When a vendor submits an app for review, and when an admin approves it.',
        'When the vendor or an admin presses “Check now” (at most once a minute per app).',
        'Every 24 hours for every published app (the operator may choose another interval).',
      ],
    },
    {
      heading: 'Safety rules',
      items: [
        'Public addresses only: no private, loopback or link-local networks (an operator may allow named intranet hosts).',
        'https only, except for intranet hosts the operator allows.',
        'At most 3 seconds to connect, 10 seconds in all and 2 MB per answer.',
        'No cookies and no credentials, ever.',
        'Every request says who it is with the User-Agent Showroom-Checks/1.',
      ],
    },
    {
      heading: 'What the results mean',
      items: [
        'Confirmed by a live check on a date: on that day the server said what the vendor declared.',
        'Not confirmed: the server said something else, and the page shows what it reports.',
        'Declared by the vendor: no check has covered the fact yet, or the server cannot tell (then the page says why it is not checkable).',
      ],
    },
  ],
} as const);
