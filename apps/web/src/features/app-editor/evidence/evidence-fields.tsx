import {
  CERTIFICATION_LABELS,
  CERTIFICATION_TYPES,
  CERTIFIED_DEVICE_CLASSES,
  DEVICE_CLASS_LABELS,
  EVIDENCE_FORM_TEXTS as T,
  EVIDENCE_LIMITS,
  HOSTING_LABELS,
  HOSTING_MODELS,
  RUNS_ON_SYSTEMS,
  emptyCertificationForm,
  emptyReferenceSiteForm,
  emptyRunsOnForm,
  runsOnName,
} from '@showroom/contract';
import { memo, useId } from 'react';
import {
  get,
  useFieldArray,
  useFormState,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
import { FormField } from '../../../components/form/form-field.tsx';
import type { EditorForm } from '../editor-form.ts';
import { SelectField } from '../profile/controls.tsx';
import styles from '../profile/profile.module.css';
import { ClinicalFields } from './clinical-fields.tsx';
import { RowList } from './row-list.tsx';

type Form = UseFormReturn<EditorForm>;

/** The message at a field of the form (a list's own message is react-hook-form's `root`). */
function errorAt(errors: FieldErrors<EditorForm>, path: string): string | undefined {
  const error: { message?: string; root?: { message?: string } } | undefined = get(errors, path);
  return error?.message ?? error?.root?.message;
}

const systemLabels = (): Record<string, string> =>
  Object.fromEntries(RUNS_ON_SYSTEMS.map((s) => [s, runsOnName(s)]));

/**
 * The evidence on the info step (issue 37): fieldsets Runs on, Used by, Certifications and Data
 * protection, below the interoperability profile. Rows are added and removed with buttons; each row is
 * a group named by its number, and every field shows the API's own message under it.
 */
export const EvidenceFields = memo(function EvidenceFields({ form }: { readonly form: Form }) {
  const headingId = useId();
  const { control, register } = form;
  const { errors } = useFormState({ control, name: 'evidence' });
  const error = (path: string): string | undefined => errorAt(errors, `evidence.${path}`);
  const runsOn = useFieldArray({ control, name: 'evidence.runsOn' });
  const usedBy = useFieldArray({ control, name: 'evidence.usedBy' });
  const certifications = useFieldArray({ control, name: 'evidence.certifications' });
  const systems = useWatch({ control, name: 'evidence.runsOn' });
  const types = useWatch({ control, name: 'evidence.certifications' });

  return (
    <section className={styles.profile} aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      <p className={styles.intro}>{T.intro}</p>

      <RowList
        legend={T.runsOn}
        rows={runsOn.fields}
        rowLabel={T.systemN}
        renderRow={(i) => (
          <>
            <SelectField
              label={T.system}
              options={RUNS_ON_SYSTEMS}
              labels={systemLabels()}
              error={error(`runsOn.${i}.system`)}
              {...register(`evidence.runsOn.${i}.system`)}
            />
            {systems[i]?.system === 'other' ? (
              <FormField
                label={T.otherName}
                autoComplete="off"
                error={error(`runsOn.${i}.name`)}
                {...register(`evidence.runsOn.${i}.name`)}
              />
            ) : null}
            <FormField
              label={T.version}
              autoComplete="off"
              error={error(`runsOn.${i}.version`)}
              {...register(`evidence.runsOn.${i}.version`)}
            />
            <FormField
              label={T.marketplaceUrl}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={error(`runsOn.${i}.marketplaceUrl`)}
              {...register(`evidence.runsOn.${i}.marketplaceUrl`)}
            />
          </>
        )}
        onRemove={(i) => runsOn.remove(i)}
        addLabel={T.addSystem}
        onAdd={() => runsOn.append({ ...emptyRunsOnForm })}
        max={EVIDENCE_LIMITS.runsOn}
        error={error('runsOn')}
      />

      <RowList
        legend={T.usedBy}
        rows={usedBy.fields}
        rowLabel={T.siteN}
        renderRow={(i) => (
          <>
            <FormField
              label={T.organisation}
              autoComplete="off"
              error={error(`usedBy.${i}.organisation`)}
              {...register(`evidence.usedBy.${i}.organisation`)}
            />
            <FormField
              label={T.country}
              autoComplete="off"
              maxLength={2}
              error={error(`usedBy.${i}.country`)}
              {...register(`evidence.usedBy.${i}.country`)}
            />
            <FormField
              label={T.since}
              autoComplete="off"
              placeholder="2024-03"
              error={error(`usedBy.${i}.since`)}
              {...register(`evidence.usedBy.${i}.since`)}
            />
            <FormField
              label={T.siteUrl}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={error(`usedBy.${i}.url`)}
              {...register(`evidence.usedBy.${i}.url`)}
            />
            <FormField
              label={T.quote}
              error={error(`usedBy.${i}.quote`)}
              {...register(`evidence.usedBy.${i}.quote`)}
            />
          </>
        )}
        onRemove={(i) => usedBy.remove(i)}
        addLabel={T.addSite}
        onAdd={() => usedBy.append({ ...emptyReferenceSiteForm })}
        max={EVIDENCE_LIMITS.usedBy}
        error={error('usedBy')}
      />

      <RowList
        legend={T.certifications}
        rows={certifications.fields}
        rowLabel={T.certificationN}
        renderRow={(i) => (
          <>
            <SelectField
              label={T.type}
              options={CERTIFICATION_TYPES}
              labels={CERTIFICATION_LABELS}
              error={error(`certifications.${i}.type`)}
              {...register(`evidence.certifications.${i}.type`)}
            />
            {types[i]?.type === 'medical-device' ? (
              <SelectField
                label={T.deviceClass}
                options={CERTIFIED_DEVICE_CLASSES}
                labels={DEVICE_CLASS_LABELS}
                error={error(`certifications.${i}.deviceClass`)}
                {...register(`evidence.certifications.${i}.deviceClass`)}
              />
            ) : null}
            <FormField
              label={T.issuer}
              autoComplete="off"
              error={error(`certifications.${i}.issuer`)}
              {...register(`evidence.certifications.${i}.issuer`)}
            />
            <FormField
              label={T.identifier}
              autoComplete="off"
              error={error(`certifications.${i}.identifier`)}
              {...register(`evidence.certifications.${i}.identifier`)}
            />
            <FormField
              label={T.issuedOn}
              autoComplete="off"
              placeholder="2025-01-31"
              error={error(`certifications.${i}.issuedOn`)}
              {...register(`evidence.certifications.${i}.issuedOn`)}
            />
            <FormField
              label={T.expiresOn}
              autoComplete="off"
              placeholder="2028-01-30"
              error={error(`certifications.${i}.expiresOn`)}
              {...register(`evidence.certifications.${i}.expiresOn`)}
            />
            <FormField
              label={T.recordUrl}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={error(`certifications.${i}.url`)}
              {...register(`evidence.certifications.${i}.url`)}
            />
          </>
        )}
        onRemove={(i) => certifications.remove(i)}
        addLabel={T.addCertification}
        onAdd={() => certifications.append({ ...emptyCertificationForm })}
        max={EVIDENCE_LIMITS.certifications}
        error={error('certifications')}
      />

      <fieldset className={styles.group}>
        <legend>{T.dataProtection}</legend>
        <FormField
          label={T.processingRegions}
          autoComplete="off"
          placeholder="DE, EU"
          error={error('dataProtection.processingRegions')}
          {...register('evidence.dataProtection.processingRegions')}
        />
        <SelectField
          label={T.hosting}
          options={HOSTING_MODELS}
          labels={HOSTING_LABELS}
          error={error('dataProtection.hosting')}
          {...register('evidence.dataProtection.hosting')}
        />
        <SelectField
          label={T.gdprDpa}
          options={['yes', 'no']}
          labels={{ yes: T.yes, no: T.no }}
          error={error('dataProtection.gdprDpa')}
          {...register('evidence.dataProtection.gdprDpa')}
        />
        <FormField
          label={T.privacyPolicyUrl}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={error('dataProtection.privacyPolicyUrl')}
          {...register('evidence.dataProtection.privacyPolicyUrl')}
        />
      </fieldset>

      <ClinicalFields form={form} error={error} />
    </section>
  );
});
