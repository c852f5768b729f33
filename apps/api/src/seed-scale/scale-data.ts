/*
 * Plausible vendors and apps in any number, for measuring the catalogue at scale. Everything is a pure
 * function of an index, so a run that adds apps to an existing scale catalogue continues where the last
 * one stopped and two runs with the same numbers produce the same catalogue. Addresses use the reserved
 * `.example` domain (RFC 2606).
 */

import type { AppEvidence, InteropProfile } from '@showroom/contract';
import { pick, random } from '../seed/random.ts';
import { scaleProfile, standardsMentions } from './scale-profile.ts';
import { scaleEvidence } from './scale-evidence.ts';

/** How many apps one generated vendor publishes. */
export const APPS_PER_VENDOR = 20;

const PREFIXES = [
  'Open',
  'Smart',
  'Clear',
  'Care',
  'Vita',
  'Nova',
  'Bright',
  'Swift',
  'True',
  'Ever',
  'Kind',
  'Calm',
  'Blue',
  'Green',
  'North',
  'Sun',
  'Pure',
  'Prime',
  'Wise',
  'Safe',
  'Next',
  'Well',
  'Vital',
  'Core',
] as const;
const DOMAINS = [
  'Diabetes',
  'Cardiology',
  'Medication',
  'Allergy',
  'Vitals',
  'Oncology',
  'Pediatric',
  'Maternity',
  'Wound',
  'Sleep',
  'Asthma',
  'Renal',
  'Stroke',
  'Immunization',
  'Lab',
  'Imaging',
  'Triage',
  'Nutrition',
  'Mental Health',
  'Pain',
  'Rehab',
  'Dental',
  'Dermatology',
  'Geriatric',
  'Palliative',
  'Epilepsy',
  'Anticoagulation',
  'Hypertension',
  'Obesity',
  'Fertility',
  'Discharge',
  'Referral',
  'Consent',
  'Sepsis',
] as const;
const PRODUCTS = [
  'Tracker',
  'Dashboard',
  'Portal',
  'Planner',
  'Monitor',
  'Companion',
  'Assistant',
  'Viewer',
  'Registry',
  'Scheduler',
  'Navigator',
  'Checker',
  'Hub',
  'Studio',
  'Connect',
  'Insights',
  'Notes',
  'Timeline',
] as const;
const EDITIONS = [
  '',
  '',
  '',
  '',
  'Pro',
  'Lite',
  'Plus',
  'Go',
  'Cloud',
  'Mobile',
  '360',
  'One',
  'Express',
] as const;

const VENDOR_FIRST = [
  'North',
  'Blue',
  'Silver',
  'Oak',
  'River',
  'Stone',
  'Cedar',
  'Harbor',
  'Summit',
  'Maple',
  'Falcon',
  'Meadow',
  'Aurora',
  'Beacon',
  'Crest',
  'Delta',
  'Ember',
  'Granite',
  'Juniper',
  'Lumen',
] as const;
const VENDOR_SECOND = [
  'wind',
  'peak',
  'field',
  'bridge',
  'gate',
  'light',
  'well',
  'point',
  'brook',
  'ridge',
] as const;
const VENDOR_KIND = [
  'Health',
  'Clinical Systems',
  'Digital Care',
  'Medical Software',
  'Health IT',
  'Informatics',
  'Labs',
] as const;

const STANDARDS = [
  'HL7 FHIR R4',
  'openEHR',
  'SMART on FHIR',
  'openEHR templates',
  'FHIR R5',
  'US Core profiles',
  'openEHR archetypes',
] as const;
const VERBS = ['Track', 'Review', 'Plan', 'Record', 'Share', 'Coordinate', 'Monitor', 'Document'] as const;
const OBJECTS = [
  'care plans',
  'observations',
  'medication lists',
  'appointments',
  'questionnaires',
  'lab results',
  'encounters',
  'risk scores',
] as const;
const AUDIENCES = ['clinicians', 'nurses', 'patients', 'care teams', 'pharmacists', 'GPs'] as const;
const FEATURES = [
  'Reads and writes {std} resources through a standard REST API.',
  'Works offline on the ward and synchronises when the connection returns.',
  'Shows trends over time with reference ranges and alerts for {aud}.',
  'Exports structured data as {std} bundles for research and audit.',
  'Single sign-on through the EHR launch context, no second password.',
  'Role-based access with an audit trail of every change.',
  'Supports SNOMED CT, LOINC and ICD-10 coded entries.',
  'Accessible on phones, tablets and desktop browsers.',
] as const;

export interface ScaleVendor {
  index: number;
  owner: string;
  name: string;
  description: string;
  email: string;
  website: string;
}

export interface ScaleApp {
  index: number;
  vendorIndex: number;
  name: string;
  descriptionShort: string;
  description: string;
  demoUrl: string;
  repoUrl: string;
  version: string;
  /** Days before "now" the app was created and its published version last changed. */
  createdDaysAgo: number;
  updatedDaysAgo: number;
  /** Which of the generated icons and screenshots the app uses. */
  iconIndex: number;
  screenshotIndexes: number[];
  /** Some apps have a newer draft beside the published version, as real catalogues do. */
  hasDraft: boolean;
  /** The interoperability profile of the published version (a draft carries the same). */
  profile: InteropProfile;
  /** Where it runs and who uses it (issue 37), or null; a draft carries the same. */
  evidence: AppEvidence | null;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function scaleVendor(index: number): ScaleVendor {
  const rnd = random(index * 7919 + 17);
  const base = `${pick(rnd, VENDOR_FIRST)}${pick(rnd, VENDOR_SECOND)}`;
  const name = `${base} ${pick(rnd, VENDOR_KIND)}${index >= 200 ? ` ${index}` : ''}`;
  const s = slug(name);
  return {
    index,
    owner: `scale:vendor:${index}`,
    name,
    description: `${name} builds ${pick(rnd, STANDARDS)} apps for ${pick(rnd, AUDIENCES)} in hospitals and primary care.`,
    email: `contact@${s}.example`,
    website: `https://${s}.example`,
  };
}

export function scaleApp(index: number, iconCount: number, screenshotCount: number): ScaleApp {
  const rnd = random(index * 104_729 + 3);
  const domain = pick(rnd, DOMAINS);
  const edition = pick(rnd, EDITIONS);
  const prefix = pick(rnd, PREFIXES) + pick(rnd, ['', ' '] as const);
  const product = pick(rnd, PRODUCTS);
  const name = [prefix, domain, product, edition]
    .filter((p) => p !== '')
    .join(' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const s = slug(`${name}-${index}`);
  // The profile has its own random stream; the texts name the standards it declares.
  const profile = scaleProfile(index, { domain, product, host: s });
  const mentions = standardsMentions(profile) ?? STANDARDS;
  const std = pick(rnd, mentions);
  const aud = pick(rnd, AUDIENCES);
  const descriptionShort =
    `${pick(rnd, VERBS)} ${domain.toLowerCase()} ${pick(rnd, OBJECTS)} for ${aud} with ${std}`.slice(0, 100);
  const features = [...FEATURES]
    .sort(() => rnd() - 0.5)
    .slice(0, 3 + Math.floor(rnd() * 3))
    .map((f) => `- ${f.replace('{std}', std).replace('{aud}', aud)}`);
  const others = mentions.filter((m) => m !== std);
  const also = pick(rnd, others.length > 0 ? others : mentions);
  const description = [
    `**${name}** helps ${aud} with ${domain.toLowerCase()} care. It is built on ${std}` +
      `${also === std ? '' : ` and ${also}`}, so it connects to any conformant clinical data repository.`,
    '## Features',
    features.join('\n'),
    `## Getting started\n\nOpen the demo, choose a test patient and ${pick(rnd, VERBS).toLowerCase()} their ` +
      `${pick(rnd, OBJECTS)}. No real patient data is used.`,
  ].join('\n\n');
  const createdDaysAgo = 30 + Math.floor(rnd() * 1000);
  const shots = 2 + Math.floor(rnd() * 3);
  return {
    index,
    vendorIndex: Math.floor(index / APPS_PER_VENDOR),
    name,
    descriptionShort,
    description,
    demoUrl: `https://demo.${s}.example/`,
    repoUrl: `https://git.example/${s}`,
    version: `${1 + Math.floor(rnd() * 4)}.${Math.floor(rnd() * 10)}.${Math.floor(rnd() * 20)}`,
    createdDaysAgo,
    updatedDaysAgo: Math.floor(rnd() * createdDaysAgo),
    iconIndex: Math.floor(rnd() * iconCount),
    screenshotIndexes: Array.from({ length: shots }, (_, i) => (index + i) % screenshotCount),
    hasDraft: rnd() < 0.05,
    profile,
    evidence: scaleEvidence(index, profile),
  };
}
