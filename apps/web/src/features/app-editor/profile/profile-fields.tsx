import {
  AUDIENCE_LABELS,
  AUDIENCES,
  CATEGORIES,
  CATEGORY_LABELS,
  CDS_HOOKS,
  DEVICE_CLASS_LABELS,
  DEVICE_CLASSES,
  FHIR_VERSIONS,
  INTEROP_FORM_TEXTS as T,
  INTEROP_LIMITS,
  knownLanguageName,
  languageName,
  LICENSE_CHOICES,
  SPDX_LICENSE_NAMES,
  MAX_CATEGORIES,
  OPENEHR_CDR_SUGGESTIONS,
  OPENEHR_REST_API_VERSIONS,
  OPENEHR_RM_VERSIONS,
  PLATFORM_LABELS,
  PLATFORMS,
  PRICING,
  PRICING_LABELS,
  profileGroupHasValues,
  profileGroupsShown,
  SMART_CLIENT_LABELS,
  SMART_CLIENT_TYPES,
  SMART_LAUNCH_LABELS,
  SMART_LAUNCH_TYPES,
  STANDARD_LABELS,
  STANDARDS,
  type DeviceClass,
  type FhirVersion,
  type ProfileForm,
} from '@showroom/contract';
import { memo, useId } from 'react';
import { LANGUAGE_SUGGESTIONS } from './language-tags.ts';
import {
  Controller,
  get,
  useFieldArray,
  useFormState,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
import { FormField } from '../../../components/form/form-field.tsx';
import formStyles from '../../../components/form/form.module.css';
import type { EditorForm } from '../editor-form.ts';
import { CheckboxGroup, ChipsInput, RadioGroup, SelectField } from './controls.tsx';
import styles from './profile.module.css';
import { ResourcePicker } from './resource-picker.tsx';

type Form = UseFormReturn<EditorForm>;

const FHIR_VERSION_LABELS = {
  DSTU2: 'DSTU2',
  STU3: 'STU3',
  R4: 'R4',
  R4B: 'R4B',
  R5: 'R5',
} as const satisfies Record<FhirVersion, string>;

/** The message at a field of the form (a list's own message is react-hook-form's `root`). */
function errorAt(errors: FieldErrors<EditorForm>, path: string): string | undefined {
  const error: { message?: string; root?: { message?: string } } | undefined = get(errors, path);
  return error?.message ?? error?.root?.message;
}

/** "a", "a and b", "a, b and c" (or: "a or b"). */
const listed = (items: readonly string[], word: string = T.and): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1) ?? ''}`;

const GROUP_NAMES = [
  ['fhir', 'FHIR'],
  ['smart', 'SMART'],
  ['cdsHooks', 'CDS Hooks'],
  ['openehr', 'openEHR'],
] as const;

/** Why a hidden group's values are not saved, or nothing when the hidden groups hold none. */
function keptNote(profile: ProfileForm): string | undefined {
  const shown = profileGroupsShown(profile.standards);
  const kept = GROUP_NAMES.filter(([group]) => !shown[group] && profileGroupHasValues(profile, group)).map(
    ([group]) => group,
  );
  if (kept.length === 0) return undefined;
  const needed: string[] = [];
  if (kept.includes('fhir') || kept.includes('cdsHooks')) needed.push(STANDARD_LABELS.fhir);
  if (kept.includes('openehr')) needed.push(STANDARD_LABELS.openehr);
  // SMART alone: either standard brings it back.
  const standards =
    needed.length > 0 ? listed(needed) : listed([STANDARD_LABELS.fhir, STANDARD_LABELS.openehr], T.or);
  const names = listed(GROUP_NAMES.filter(([group]) => kept.includes(group)).map(([, name]) => name));
  return T.keptNote(names, standards, needed.length);
}

/**
 * The interoperability profile on the info step: fieldsets Standards, FHIR, SMART, CDS Hooks, openEHR
 * and Classification. The groups of a standard that is not ticked are hidden; what they hold stays in
 * the form (ticking the standard again brings it back) but is not sent, and a note says so.
 */
export const ProfileFields = memo(function ProfileFields({ form }: { readonly form: Form }) {
  const headingId = useId();
  const { control, register } = form;
  // Its own subscriptions (errors and values under `profile`), so typing in the app's other fields
  // does not render the profile again.
  const { errors } = useFormState({ control, name: 'profile' });
  const error = (path: string): string | undefined => errorAt(errors, `profile.${path}`);
  const profile = useWatch({ control, name: 'profile' });
  const shown = profileGroupsShown(profile.standards);
  const note = keptNote(profile);

  return (
    <section className={styles.profile} aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      <p className={styles.intro}>{T.intro}</p>

      <Controller
        control={control}
        name="profile.standards"
        render={({ field }) => (
          <CheckboxGroup
            legend={T.standards}
            className={styles.group}
            options={STANDARDS}
            labels={STANDARD_LABELS}
            value={field.value}
            onChange={field.onChange}
            hint={T.standardsHint}
            error={error('standards')}
          >
            <div aria-live="polite">{note ? <p className={styles.note}>{note}</p> : null}</div>
          </CheckboxGroup>
        )}
      />

      {shown.fhir ? <FhirFields form={form} error={error} /> : null}
      {shown.smart ? <SmartFields form={form} error={error} /> : null}

      {shown.cdsHooks ? (
        <fieldset className={styles.group}>
          <legend>CDS Hooks</legend>
          <Controller
            control={control}
            name="profile.cdsHooks.hooks"
            render={({ field }) => (
              <ChipsInput
                label={T.hooks}
                addLabel={T.addHook}
                list="hooks"
                value={field.value}
                onChange={field.onChange}
                suggestions={CDS_HOOKS}
                hint={T.hooksHint}
                error={error('cdsHooks.hooks')}
              />
            )}
          />
          <FormField
            label={T.discoveryUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={T.discoveryUrlHint}
            error={error('cdsHooks.discoveryUrl')}
            {...register('profile.cdsHooks.discoveryUrl')}
          />
        </fieldset>
      ) : null}

      {shown.openehr ? <OpenehrFields form={form} error={error} /> : null}

      <ClassificationFields form={form} error={error} />
    </section>
  );
});

type GroupProps = { readonly form: Form; readonly error: (path: string) => string | undefined };

function FhirFields({ form, error }: GroupProps) {
  const { control, register } = form;
  const versions = useWatch({ control, name: 'profile.fhir.versions' });
  const guides = useFieldArray({ control, name: 'profile.fhir.implementationGuides' });
  return (
    <fieldset className={styles.group}>
      <legend>FHIR</legend>
      <Controller
        control={control}
        name="profile.fhir.versions"
        render={({ field }) => (
          <CheckboxGroup
            legend={T.fhirVersions}
            options={FHIR_VERSIONS}
            labels={FHIR_VERSION_LABELS}
            value={field.value}
            onChange={field.onChange}
            error={error('fhir.versions')}
          />
        )}
      />
      <Controller
        control={control}
        name="profile.fhir.resources"
        render={({ field }) => (
          <ResourcePicker
            versions={versions}
            value={field.value}
            onChange={field.onChange}
            error={error('fhir.resources')}
          />
        )}
      />
      <fieldset className={styles.choices}>
        <legend>{T.implementationGuides}</legend>
        {guides.fields.map((row, i) => (
          <div key={row.id} className={styles.row} role="group" aria-label={T.implementationGuide(i + 1)}>
            <FormField
              label={T.packageId}
              placeholder="hl7.fhir.us.core"
              autoComplete="off"
              error={error(`fhir.implementationGuides.${i}.packageId`)}
              {...register(`profile.fhir.implementationGuides.${i}.packageId`)}
            />
            <FormField
              label={T.packageVersion}
              placeholder="6.1.0"
              autoComplete="off"
              error={error(`fhir.implementationGuides.${i}.version`)}
              {...register(`profile.fhir.implementationGuides.${i}.version`)}
            />
            <button type="button" className={formStyles.button} onClick={() => guides.remove(i)}>
              {T.removeImplementationGuide}
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className={formStyles.button}
            disabled={guides.fields.length >= INTEROP_LIMITS.implementationGuides}
            onClick={() => guides.append({ packageId: '', version: '' })}
          >
            {T.addImplementationGuide}
          </button>
        </div>
        {error('fhir.implementationGuides') ? (
          <p className={formStyles.error}>{error('fhir.implementationGuides')}</p>
        ) : null}
      </fieldset>
      <FormField
        label={T.sandboxUrl}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={T.sandboxUrlHint}
        error={error('fhir.sandboxUrl')}
        {...register('profile.fhir.sandboxUrl')}
      />
    </fieldset>
  );
}

function SmartFields({ form, error }: GroupProps) {
  const { control, register } = form;
  return (
    <fieldset className={styles.group}>
      <legend>SMART</legend>
      <Controller
        control={control}
        name="profile.smart.launchTypes"
        render={({ field }) => (
          <CheckboxGroup
            legend={T.launchTypes}
            options={SMART_LAUNCH_TYPES}
            labels={SMART_LAUNCH_LABELS}
            value={field.value}
            onChange={field.onChange}
            error={error('smart.launchTypes')}
          />
        )}
      />
      <Controller
        control={control}
        name="profile.smart.clientType"
        render={({ field }) => (
          <RadioGroup
            legend={T.clientType}
            options={SMART_CLIENT_TYPES}
            labels={SMART_CLIENT_LABELS}
            value={field.value}
            onChange={field.onChange}
            error={error('smart.clientType')}
          />
        )}
      />
      <FormField
        label={T.scopes}
        multiline
        rows={4}
        spellCheck={false}
        hint={T.scopesHint}
        error={error('smart.scopes')}
        {...register('profile.smart.scopes')}
      />
      <FormField
        label={T.launchUrl}
        type="url"
        spellCheck={false}
        hint={T.launchUrlHint}
        error={error('smart.launchUrl')}
        {...register('profile.smart.launchUrl')}
      />
      <FormField
        label={T.redirectUris}
        multiline
        rows={3}
        spellCheck={false}
        hint={T.redirectUrisHint}
        error={error('smart.redirectUris')}
        {...register('profile.smart.redirectUris')}
      />
    </fieldset>
  );
}

function OpenehrFields({ form, error }: GroupProps) {
  const { control, register } = form;
  const templates = useFieldArray({ control, name: 'profile.openehr.templates' });
  return (
    <fieldset className={styles.group}>
      <legend>openEHR</legend>
      <SelectField
        label={T.restApiVersion}
        options={OPENEHR_REST_API_VERSIONS}
        error={error('openehr.restApiVersion')}
        {...register('profile.openehr.restApiVersion')}
      />
      <SelectField
        label={T.rmVersion}
        options={OPENEHR_RM_VERSIONS}
        error={error('openehr.rmVersion')}
        {...register('profile.openehr.rmVersion')}
      />
      <fieldset className={styles.choices}>
        <legend>{T.templates}</legend>
        {templates.fields.map((row, i) => (
          <div key={row.id} className={styles.row} role="group" aria-label={T.template(i + 1)}>
            <FormField
              label={T.templateId}
              autoComplete="off"
              error={error(`openehr.templates.${i}.id`)}
              {...register(`profile.openehr.templates.${i}.id`)}
            />
            <FormField
              label={T.ckmUrl}
              type="url"
              inputMode="url"
              placeholder="https://ckm.openehr.org/…"
              error={error(`openehr.templates.${i}.ckmUrl`)}
              {...register(`profile.openehr.templates.${i}.ckmUrl`)}
            />
            <button type="button" className={formStyles.button} onClick={() => templates.remove(i)}>
              {T.removeTemplate}
            </button>
          </div>
        ))}
        <div>
          <button
            type="button"
            className={formStyles.button}
            disabled={templates.fields.length >= INTEROP_LIMITS.templates}
            onClick={() => templates.append({ id: '', ckmUrl: '' })}
          >
            {T.addTemplate}
          </button>
        </div>
        {error('openehr.templates') ? <p className={formStyles.error}>{error('openehr.templates')}</p> : null}
      </fieldset>
      <Controller
        control={control}
        name="profile.openehr.cdrs"
        render={({ field }) => (
          <ChipsInput
            label={T.cdrs}
            addLabel={T.addCdr}
            list="cdrs"
            value={field.value}
            onChange={field.onChange}
            suggestions={OPENEHR_CDR_SUGGESTIONS}
            hint={T.cdrsHint}
            error={error('openehr.cdrs')}
          />
        )}
      />
      <Controller
        control={control}
        name="profile.openehr.usesAql"
        render={({ field }) => (
          <RadioGroup
            legend={T.usesAql}
            options={['yes', 'no'] as const}
            labels={{ yes: T.yes, no: T.no }}
            value={field.value}
            onChange={field.onChange}
            error={error('openehr.usesAql')}
          />
        )}
      />
      <FormField
        label={T.demoCdrUrl}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={error('openehr.demoCdrUrl')}
        {...register('profile.openehr.demoCdrUrl')}
      />
    </fieldset>
  );
}

/** `Not a medical device` stands alone: ticking it clears the classes, ticking a class clears it. */
const deviceChoice = (previous: readonly DeviceClass[], next: DeviceClass[]): DeviceClass[] => {
  const added = next.find((v) => !previous.includes(v));
  if (added === 'none') return ['none'];
  if (added) return next.filter((v) => v !== 'none');
  return next;
};

/** The licence field's suggestions (some 700, each SPDX id with its name), rendered once. */
const LicenceChoices = memo(function LicenceChoices({ id }: { readonly id: string }) {
  return (
    <datalist id={id}>
      {LICENSE_CHOICES.map((choice) => (
        <option key={choice} value={choice} label={SPDX_LICENSE_NAMES[choice]} />
      ))}
    </datalist>
  );
});

function ClassificationFields({ form, error }: GroupProps) {
  const { control, register } = form;
  const licenceListId = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{T.classification}</legend>
      <Controller
        control={control}
        name="profile.classification.categories"
        render={({ field }) => (
          <CheckboxGroup
            legend={T.categories}
            options={CATEGORIES}
            labels={CATEGORY_LABELS}
            value={field.value}
            onChange={field.onChange}
            disabled={() => field.value.length >= MAX_CATEGORIES}
            hint={
              field.value.length >= MAX_CATEGORIES
                ? T.categoriesFull(MAX_CATEGORIES)
                : T.categoriesHint(MAX_CATEGORIES)
            }
            error={error('classification.categories')}
          />
        )}
      />
      <Controller
        control={control}
        name="profile.classification.audiences"
        render={({ field }) => (
          <CheckboxGroup
            legend={T.audience}
            options={AUDIENCES}
            labels={AUDIENCE_LABELS}
            value={field.value}
            onChange={field.onChange}
            error={error('classification.audiences')}
          />
        )}
      />
      <Controller
        control={control}
        name="profile.classification.platforms"
        render={({ field }) => (
          <CheckboxGroup
            legend={T.platforms}
            options={PLATFORMS}
            labels={PLATFORM_LABELS}
            value={field.value}
            onChange={field.onChange}
            error={error('classification.platforms')}
          />
        )}
      />
      <Controller
        control={control}
        name="profile.classification.languages"
        render={({ field }) => (
          <ChipsInput
            label={T.languages}
            addLabel={T.addLanguage}
            list="languages"
            value={field.value}
            onChange={field.onChange}
            chipText={(tag) => `${languageName(tag)} (${tag})`}
            suggestions={LANGUAGE_SUGGESTIONS}
            suggestionLabel={knownLanguageName}
            hint={T.languagesHint}
            error={error('classification.languages')}
          />
        )}
      />
      <FormField
        label={T.licence}
        list={licenceListId}
        autoComplete="off"
        hint={T.licenceHint}
        error={error('classification.license')}
        {...register('profile.classification.license')}
      />
      <LicenceChoices id={licenceListId} />
      <SelectField
        label={T.pricing}
        options={PRICING}
        labels={PRICING_LABELS}
        error={error('classification.pricing')}
        {...register('profile.classification.pricing')}
      />
      <Controller
        control={control}
        name="profile.classification.deviceClasses"
        render={({ field }) => (
          <CheckboxGroup
            legend={T.medicalDevice}
            options={DEVICE_CLASSES}
            labels={DEVICE_CLASS_LABELS}
            value={field.value}
            onChange={(next) => field.onChange(deviceChoice(field.value, next))}
            hint={T.medicalDeviceHint}
            error={error('classification.deviceClasses')}
          />
        )}
      />
    </fieldset>
  );
}
