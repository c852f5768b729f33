// The app editor's form model of an interoperability profile: every field is a string, a list of strings
// or a list of rows, so react-hook-form binds inputs directly. The form keeps what the vendor typed in the
// groups of an undeclared standard; `profileFormToProfile` leaves them out, so what is sent always passes
// `interopProfileSchema` (which refuses FHIR details without the FHIR standard). Validation runs the
// profile's own schema and points its issues at the form's fields.
import { z } from 'zod';
import { SPDX_LICENSE_IDS } from './generated/spdx-licenses.ts';
import {
  AUDIENCES,
  CATEGORIES,
  DEVICE_CLASSES,
  FHIR_VERSIONS,
  OPENEHR_REST_API_VERSIONS,
  OPENEHR_RM_VERSIONS,
  PLATFORMS,
  PRICING,
  PROPRIETARY,
  SMART_CLIENT_TYPES,
  SMART_LAUNCH_TYPES,
  STANDARDS,
} from './interop-core.ts';
import {
  canonicalLanguageTag,
  cdsHooksProfileSchema,
  classificationSchema,
  interopProfileSchema,
  openehrProfileSchema,
  type InteropProfile,
} from './interop.ts';

/** One of `values`, or '' for not declared. */
const orNone = <const T extends readonly string[]>(values: T) => z.enum(['', ...values]);

const profileFormShape = z.object({
  standards: z.array(z.enum(STANDARDS)),
  fhir: z.object({
    versions: z.array(z.enum(FHIR_VERSIONS)),
    resources: z.array(z.string()),
    implementationGuides: z.array(z.object({ packageId: z.string(), version: z.string() })),
    sandboxUrl: z.string(),
  }),
  smart: z.object({
    launchTypes: z.array(z.enum(SMART_LAUNCH_TYPES)),
    clientType: orNone(SMART_CLIENT_TYPES),
    /** One scope per line (any white space separates them). */
    scopes: z.string(),
    launchUrl: z.string(),
    /** One address per line. */
    redirectUris: z.string(),
  }),
  cdsHooks: z.object({ hooks: z.array(z.string()), discoveryUrl: z.string() }),
  openehr: z.object({
    restApiVersion: orNone(OPENEHR_REST_API_VERSIONS),
    rmVersion: orNone(OPENEHR_RM_VERSIONS),
    templates: z.array(z.object({ id: z.string(), ckmUrl: z.string() })),
    cdrs: z.array(z.string()),
    usesAql: z.enum(['yes', 'no', '']),
    demoCdrUrl: z.string(),
  }),
  classification: z.object({
    categories: z.array(z.enum(CATEGORIES)),
    audiences: z.array(z.enum(AUDIENCES)),
    platforms: z.array(z.enum(PLATFORMS)),
    languages: z.array(z.string()),
    license: z.string(),
    pricing: orNone(PRICING),
    deviceClasses: z.array(z.enum(DEVICE_CLASSES)),
  }),
});
export type ProfileForm = z.infer<typeof profileFormShape>;

/** Nothing declared: every choice empty. */
export const emptyProfileForm: ProfileForm = {
  standards: [],
  fhir: { versions: [], resources: [], implementationGuides: [], sandboxUrl: '' },
  smart: { launchTypes: [], clientType: '', scopes: '', launchUrl: '', redirectUris: '' },
  cdsHooks: { hooks: [], discoveryUrl: '' },
  openehr: {
    restApiVersion: '',
    rmVersion: '',
    templates: [],
    cdrs: [],
    usesAql: '',
    demoCdrUrl: '',
  },
  classification: {
    categories: [],
    audiences: [],
    platforms: [],
    languages: [],
    license: '',
    pricing: '',
    deviceClasses: [],
  },
};

/** The form's values for a stored profile (null or absent: nothing declared). */
export function profileToForm(profile: InteropProfile | null | undefined): ProfileForm {
  if (!profile) return structuredClone(emptyProfileForm);
  const { fhir, smart, cdsHooks, openehr, classification: c } = profile;
  const e = emptyProfileForm;
  return {
    standards: [...profile.standards],
    fhir: fhir
      ? {
          versions: [...fhir.versions],
          resources: [...fhir.resources],
          implementationGuides: fhir.implementationGuides.map((ig) => ({
            packageId: ig.packageId,
            version: ig.version ?? '',
          })),
          sandboxUrl: fhir.sandboxUrl ?? '',
        }
      : structuredClone(e.fhir),
    smart: smart
      ? {
          launchTypes: [...smart.launchTypes],
          clientType: smart.clientType ?? '',
          scopes: smart.scopes.join('\n'),
          launchUrl: smart.launchUrl ?? '',
          redirectUris: (smart.redirectUris ?? []).join('\n'),
        }
      : structuredClone(e.smart),
    cdsHooks: cdsHooks
      ? { hooks: [...cdsHooks.hooks], discoveryUrl: cdsHooks.discoveryUrl ?? '' }
      : structuredClone(e.cdsHooks),
    openehr: openehr
      ? {
          restApiVersion: openehr.restApiVersion ?? '',
          rmVersion: openehr.rmVersion ?? '',
          templates: openehr.templates.map((t) => ({ id: t.id, ckmUrl: t.ckmUrl ?? '' })),
          cdrs: [...openehr.cdrs],
          usesAql: openehr.usesAql === true ? 'yes' : openehr.usesAql === false ? 'no' : '',
          demoCdrUrl: openehr.demoCdrUrl ?? '',
        }
      : structuredClone(e.openehr),
    classification: c
      ? {
          categories: [...c.categories],
          audiences: [...c.audiences],
          platforms: [...c.platforms],
          languages: [...c.languages],
          license: c.license ?? '',
          pricing: c.pricing ?? '',
          deviceClasses: [...c.deviceClasses],
        }
      : structuredClone(e.classification),
  };
}

/** Which groups of the form are sent: FHIR and CDS Hooks need HL7 FHIR, openEHR needs openEHR, SMART either. */
export function profileGroupsShown(standards: readonly string[]) {
  const fhir = standards.includes('fhir');
  const openehr = standards.includes('openehr');
  return { fhir, smart: fhir || openehr, cdsHooks: fhir, openehr };
}
export type ProfileGroup = keyof ReturnType<typeof profileGroupsShown>;

const trimmed = (v: string): string => v.trim();
/** A non-empty text as itself (trimmed), an empty one left out. */
const text = <K extends string>(key: K, v: string): Partial<Record<K, string>> =>
  v.trim() === '' ? {} : ({ [key]: v.trim() } as Record<K, string>);
/** The chosen values in the order of their list (checkboxes), so equal choices compare equal. */
const inOrder = <T extends string>(all: readonly T[], chosen: readonly T[]): T[] =>
  all.filter((v) => chosen.includes(v));
const scopesOf = (scopes: string): string[] => scopes.split(/\s+/).filter((s) => s !== '');

/** Whether a group of the form holds anything the vendor entered (hidden groups keep their values). */
export function profileGroupHasValues(form: ProfileForm, group: ProfileGroup): boolean {
  switch (group) {
    case 'fhir': {
      const f = form.fhir;
      return (
        f.versions.length > 0 ||
        f.resources.length > 0 ||
        f.implementationGuides.some((ig) => ig.packageId.trim() !== '' || ig.version.trim() !== '') ||
        f.sandboxUrl.trim() !== ''
      );
    }
    case 'smart': {
      const s = form.smart;
      return (
        s.launchTypes.length > 0 ||
        s.clientType !== '' ||
        scopesOf(s.scopes).length > 0 ||
        s.launchUrl.trim() !== '' ||
        scopesOf(s.redirectUris).length > 0
      );
    }
    case 'cdsHooks':
      return form.cdsHooks.hooks.length > 0 || form.cdsHooks.discoveryUrl.trim() !== '';
    case 'openehr': {
      const o = form.openehr;
      return (
        o.restApiVersion !== '' ||
        o.rmVersion !== '' ||
        o.templates.some((t) => t.id.trim() !== '' || t.ckmUrl.trim() !== '') ||
        o.cdrs.length > 0 ||
        o.usesAql !== '' ||
        o.demoCdrUrl.trim() !== ''
      );
    }
  }
}

function classificationOf(form: ProfileForm): InteropProfile['classification'] {
  const c = form.classification;
  const out = {
    categories: inOrder(CATEGORIES, c.categories),
    audiences: inOrder(AUDIENCES, c.audiences),
    platforms: inOrder(PLATFORMS, c.platforms),
    languages: [...c.languages],
    ...text('license', c.license),
    ...(c.pricing !== '' ? { pricing: c.pricing } : {}),
    deviceClasses: inOrder(DEVICE_CLASSES, c.deviceClasses),
  };
  const empty =
    out.categories.length + out.audiences.length + out.platforms.length + out.languages.length === 0 &&
    out.deviceClasses.length === 0 &&
    out.license === undefined &&
    out.pricing === undefined;
  return empty ? undefined : out;
}

/**
 * The profile the form describes, as the API takes it: the groups of undeclared standards and empty
 * groups left out, empty rows dropped, texts trimmed; null when nothing at all is declared. Not yet
 * validated (`profileFormSchema` does that).
 */
export function profileFormToProfile(form: ProfileForm): InteropProfile | null {
  const shown = profileGroupsShown(form.standards);
  const f = form.fhir;
  const s = form.smart;
  const h = form.cdsHooks;
  const o = form.openehr;
  const fhir =
    shown.fhir && profileGroupHasValues(form, 'fhir')
      ? {
          versions: inOrder(FHIR_VERSIONS, f.versions),
          resources: [...f.resources],
          implementationGuides: f.implementationGuides
            .filter((ig) => ig.packageId.trim() !== '' || ig.version.trim() !== '')
            .map((ig) => ({ packageId: ig.packageId.trim(), ...text('version', ig.version) })),
          ...text('sandboxUrl', f.sandboxUrl),
        }
      : undefined;
  const smart =
    shown.smart && profileGroupHasValues(form, 'smart')
      ? {
          launchTypes: inOrder(SMART_LAUNCH_TYPES, s.launchTypes),
          ...(s.clientType !== '' ? { clientType: s.clientType } : {}),
          scopes: scopesOf(s.scopes),
          ...text('launchUrl', s.launchUrl),
          ...(scopesOf(s.redirectUris).length > 0 ? { redirectUris: scopesOf(s.redirectUris) } : {}),
        }
      : undefined;
  const cdsHooks =
    shown.cdsHooks && profileGroupHasValues(form, 'cdsHooks')
      ? { hooks: [...h.hooks], ...text('discoveryUrl', h.discoveryUrl) }
      : undefined;
  const openehr =
    shown.openehr && profileGroupHasValues(form, 'openehr')
      ? {
          ...(o.restApiVersion !== '' ? { restApiVersion: o.restApiVersion } : {}),
          ...(o.rmVersion !== '' ? { rmVersion: o.rmVersion } : {}),
          templates: o.templates
            .filter((t) => t.id.trim() !== '' || t.ckmUrl.trim() !== '')
            .map((t) => ({ id: t.id.trim(), ...text('ckmUrl', t.ckmUrl) })),
          cdrs: o.cdrs.map(trimmed),
          ...(o.usesAql !== '' ? { usesAql: o.usesAql === 'yes' } : {}),
          ...text('demoCdrUrl', o.demoCdrUrl),
        }
      : undefined;
  const classification = classificationOf(form);
  const standards = inOrder(STANDARDS, form.standards);
  if (standards.length === 0 && !classification) return null;
  return {
    standards,
    ...(fhir ? { fhir } : {}),
    ...(smart ? { smart } : {}),
    ...(cdsHooks ? { cdsHooks } : {}),
    ...(openehr ? { openehr } : {}),
    ...(classification ? { classification } : {}),
  };
}

/** Whether two profiles declare the same (the editor sends the profile only when it changed). */
export function sameProfile(a: InteropProfile | null, b: InteropProfile | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Lists of rows: their issues point at a row's field; lists of values: at the list's one field. */
const ROW_LISTS: ReadonlySet<string> = new Set(['implementationGuides', 'templates']);
const GROUPS: ReadonlySet<string> = new Set(['fhir', 'smart', 'cdsHooks', 'openehr', 'classification']);

/**
 * The form field (relative to the profile) that shows an issue of the profile's schema at `path`:
 * `fhir.resources.1` → `fhir.resources`, `fhir.implementationGuides.0.packageId` stays, an issue about
 * a whole group (its standard not declared) goes to `standards`.
 */
function profileFormPath(path: readonly PropertyKey[]): string {
  const [group, field, index, ...rest] = path.map(String);
  if (group === undefined || !GROUPS.has(group) || field === undefined) return 'standards';
  if (ROW_LISTS.has(field) && index !== undefined) return [group, field, index, ...rest].join('.');
  return `${group}.${field}`;
}

/**
 * The editor's field for a field error of the API (`profile.fhir.resources.0` → `profile.fhir.resources`),
 * or undefined when the error is not about the profile.
 */
export function profileFieldOfApiPath(apiPath: string): string | undefined {
  if (apiPath !== 'profile' && !apiPath.startsWith('profile.')) return undefined;
  const rest = apiPath === 'profile' ? [] : apiPath.slice('profile.'.length).split('.');
  return `profile.${profileFormPath(rest)}`;
}

/** The form schema: the form's shape, validated by converting it and running the profile's schema. */
export const profileFormSchema = profileFormShape.superRefine((form, ctx) => {
  const profile = profileFormToProfile(form);
  if (profile === null) return;
  const result = interopProfileSchema.safeParse(profile);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const path = profileFormPath(issue.path)
      .split('.')
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
    ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
});

// ---------------------------------------------------------------------------------------------
// Values entered one by one (chips)

const CHIP_LISTS = {
  hooks: cdsHooksProfileSchema.shape.hooks,
  cdrs: openehrProfileSchema.shape.cdrs,
  languages: classificationSchema.shape.languages,
} as const;
export type ChipList = keyof typeof CHIP_LISTS;

/**
 * A typed value checked before it becomes a chip, with the schema's message when it can not be added
 * (malformed, a duplicate, one too many). Language tags are put in their canonical form (de-ch → de-CH).
 */
export function prepareChip(
  list: ChipList,
  current: readonly string[],
  raw: string,
): { readonly value: string } | { readonly problem: string } {
  const typed = raw.trim();
  const value = list === 'languages' ? (canonicalLanguageTag(typed) ?? typed) : typed;
  const result = CHIP_LISTS[list].safeParse([...current, value]);
  if (result.success) return { value };
  const issue =
    result.error.issues.find((i) => i.path[0] === current.length) ??
    result.error.issues.find((i) => i.path.length === 0);
  return issue ? { problem: issue.message } : { value };
}

/** What the licence field suggests: `proprietary`, then the SPDX licence ids. */
export const LICENSE_CHOICES: readonly string[] = [PROPRIETARY, ...SPDX_LICENSE_IDS];
