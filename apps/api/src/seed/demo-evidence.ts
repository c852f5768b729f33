// The demo catalogue's evidence (issue 37) for a few published apps, by `vendor/app` slug: where they run,
// made-up reference sites under the reserved .example domains (organisations only, no people), and
// certificates, one of them expired so the app page shows one; clinical evidence for two (ICD-10-CM
// indications, named from the API's list at seed time, and studies with DOIs under Crossref's test prefix
// 10.5555). Validated by the contract's schema at seed time.
import type { AppEvidenceInput } from '@showroom/contract';

export const DEMO_EVIDENCE: Readonly<Record<string, AppEvidenceInput>> = {
  'kestrel/medrecon': {
    runsOn: [
      {
        system: 'epic',
        version: 'November 2025',
        marketplaceUrl: 'https://marketplace.example/epic/medrecon',
      },
      { system: 'oracle-health' },
      { system: 'hapi-fhir', version: '8.2' },
    ],
    usedBy: [
      {
        organisation: 'Riverside Example Medical Center',
        country: 'US',
        since: '2023-09',
        url: 'https://riverside-medical.example',
        quote: 'Admission medication lists are reconciled before the first ward round.',
      },
      { organisation: 'Lakeshore Example Health Network', country: 'US', since: '2024-05-13' },
      { organisation: 'Northbridge Example Hospital Trust', country: 'GB', since: '2025-02' },
    ],
    certifications: [
      {
        type: 'onc-health-it',
        issuer: 'Example ONC-ACB',
        identifier: '15.04.04.0000.MedR.01.00.1.250101',
        issuedOn: '2025-01-01',
        url: 'https://chpl.example/listing/medrecon',
      },
      {
        type: 'soc-2',
        issuer: 'Example Assurance LLP',
        identifier: 'SOC2-T2-2024-118',
        issuedOn: '2024-07-01',
        expiresOn: '2025-06-30',
      },
      { type: 'inferno', issuer: 'ONC Inferno (g)(10)', url: 'https://inferno.example/results/medrecon' },
    ],
    dataProtection: {
      processingRegions: ['US'],
      hosting: 'both',
      gdprDpa: false,
      privacyPolicyUrl: 'https://kestrel.example/privacy',
    },
    clinical: {
      intendedUse:
        'Supports clinicians in reconciling a patient’s home medication list with the hospital’s orders at admission and discharge. It does not prescribe.',
      indications: [{ system: 'icd10cm', code: 'Z79.8' }],
      contraindications: ['Not for use in paediatric intensive care'],
      studies: [
        {
          title: 'Pharmacist-led reconciliation at hospital admission: a cluster randomised trial',
          design: 'rct',
          year: 2024,
          // Crossref's test prefix (10.5555): a real-looking DOI that names no real paper.
          doi: '10.5555/medrecon.2024.001',
        },
      ],
      outcome: 'Fewer unintended discrepancies between home and hospital medication lists at discharge.',
    },
  },
  'openward/care-plans': {
    runsOn: [
      { system: 'ehrbase', version: '2.x' },
      { system: 'better', version: 'Platform 3' },
      { system: 'other', name: 'Example Regional CDR' },
    ],
    usedBy: [
      {
        organisation: 'Klinikum Example Nord',
        country: 'DE',
        since: '2022-11',
        url: 'https://klinikum-nord.example',
        quote: 'Pflegeplanung und Übergabe nutzen dieselben Daten.',
      },
      { organisation: 'Spital Example Bern', country: 'CH', since: '2024-03' },
    ],
    certifications: [
      {
        type: 'iso-27001',
        issuer: 'Example Zertifizierung GmbH',
        identifier: 'ISMS-2024-0042',
        issuedOn: '2024-04-15',
        expiresOn: '2027-04-14',
      },
      {
        type: 'connectathon',
        issuer: 'IHE Europe Connectathon 2025',
        url: 'https://gazelle.example/results/openward',
      },
    ],
    dataProtection: {
      processingRegions: ['DE', 'CH'],
      hosting: 'on-premises',
      gdprDpa: true,
      privacyPolicyUrl: 'https://openward.example/datenschutz',
    },
  },
  'lumen/antenatal': {
    runsOn: [{ system: 'meierhofer' }, { system: 'dedalus-orbis' }],
    usedBy: [{ organisation: 'Example Maternity Clinic Graz', country: 'AT', since: '2025-06' }],
    certifications: [
      {
        type: 'medical-device',
        deviceClass: 'eu-mdr-iia',
        issuer: 'Example Notified Body 0000',
        identifier: 'MDR-EX-2025-311',
        issuedOn: '2025-03-01',
        expiresOn: '2030-02-28',
      },
      {
        type: 'bsi-tr-03161',
        issuer: 'Example Prüfstelle',
        identifier: 'TR-03161-2025-07',
        issuedOn: '2025-05-01',
        expiresOn: '2027-04-30',
      },
    ],
    dataProtection: {
      processingRegions: ['AT', 'EU'],
      hosting: 'vendor-cloud',
      gdprDpa: true,
      privacyPolicyUrl: 'https://lumen.example/privacy',
    },
    clinical: {
      intendedUse: 'A shared antenatal record for midwives and obstetricians from booking to birth.',
      indications: [
        { system: 'icd10cm', code: 'Z34.9' },
        { system: 'icd10cm', code: 'O24.4' },
      ],
      studies: [
        {
          title: 'A shared electronic antenatal record in community midwifery: a cohort study',
          design: 'cohort',
          year: 2023,
          doi: '10.5555/lumen.antenatal.2023',
        },
      ],
    },
  },
};
