import {
  acceptSampleDemosOf,
  appFormSchema,
  appToForm,
  emptyAppForm,
  emptyEvidenceForm,
  emptyProfileForm,
  evidenceFieldOfPath,
  evidenceFormSchema,
  evidenceFormToEvidence,
  evidenceToForm,
  sameEvidence,
  profileFieldOfApiPath,
  profileFormSchema,
  profileFormToProfile,
  profileToForm,
  sameProfile,
  type AppDetails,
  type AppEvidenceInput,
  type InteropProfile,
} from '@showroom/contract';
import type { z } from 'zod';

// A seeded app's demo address is the showroom's own sample demo page (http://localhost:8080/sample-demos/…
// on a developer's machine): valid here as in the API, so its vendor can save the app as it is.
acceptSampleDemosOf(window.location.origin);

/** The info step's form: the app's texts, its interoperability profile and its evidence (issue 37). */
export const editorFormSchema = appFormSchema.extend({
  profile: profileFormSchema,
  evidence: evidenceFormSchema,
});
export type EditorForm = z.infer<typeof editorFormSchema>;

export const emptyEditorForm: EditorForm = {
  ...emptyAppForm,
  profile: structuredClone(emptyProfileForm),
  evidence: structuredClone(emptyEvidenceForm),
};

/** The form's values for a loaded version: an update of a published app starts from its profile. */
export const editorFormOf = (app: AppDetails): EditorForm => ({
  ...appToForm(app),
  profile: profileToForm(app.profile),
  evidence: evidenceToForm(app.evidence),
});

/**
 * What the body says about the profile: nothing (absent keeps the version's profile) when the vendor
 * declared the same as the version has, else the new profile (null: nothing declared).
 */
export function profileToSend(form: EditorForm, app: AppDetails | null): InteropProfile | null | undefined {
  const next = profileFormToProfile(form.profile);
  const before = app ? profileFormToProfile(profileToForm(app.profile)) : null;
  return sameProfile(next, before) ? undefined : next;
}

/** The same for the evidence: nothing when unchanged, else the new evidence (null: nothing declared). */
export function evidenceToSend(
  form: EditorForm,
  app: AppDetails | null,
): AppEvidenceInput | null | undefined {
  const next = evidenceFormToEvidence(form.evidence);
  const before = app ? evidenceFormToEvidence(evidenceToForm(app.evidence)) : null;
  return sameEvidence(next, before) ? undefined : next;
}

const APP_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyAppForm));

/** The form field that shows an error the API named by its body path, if the form has one. */
export function editorFieldOfApiPath(path: string): string | undefined {
  if (APP_FIELDS.has(path)) return path;
  if (path.startsWith('evidence.')) return `evidence.${evidenceFieldOfPath(path.slice('evidence.'.length))}`;
  return profileFieldOfApiPath(path);
}
