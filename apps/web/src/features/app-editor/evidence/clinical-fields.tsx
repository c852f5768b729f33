import {
  EVIDENCE_FORM_TEXTS as T,
  EVIDENCE_LIMITS,
  STUDY_DESIGN_LABELS,
  STUDY_DESIGNS,
  emptyStudyForm,
} from '@showroom/contract';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field.tsx';
import type { EditorForm } from '../editor-form.ts';
import { SelectField } from '../profile/controls.tsx';
import styles from '../profile/profile.module.css';
import { IndicationPicker } from './indication-picker.tsx';
import { RowList } from './row-list.tsx';

/**
 * The clinical evidence on the info step (issue 37): intended use, indications chosen from the
 * ICD-10-CM list, contraindications, studies (design, year, DOI, registry id, publication) and the
 * outcome claimed. `error` reads the API's message at a path below `evidence.clinical`.
 */
export function ClinicalFields({
  form,
  error,
}: {
  readonly form: UseFormReturn<EditorForm>;
  readonly error: (path: string) => string | undefined;
}) {
  const { control, register } = form;
  const indications = useFieldArray({ control, name: 'evidence.clinical.indications' });
  const contraindications = useFieldArray({ control, name: 'evidence.clinical.contraindications' });
  const studies = useFieldArray({ control, name: 'evidence.clinical.studies' });
  const e = (path: string) => error(`clinical.${path}`);
  const indicationError =
    e('indications') ??
    indications.fields.map((_, i) => e(`indications.${i}.code`)).find((m) => m !== undefined);

  return (
    <fieldset className={styles.group}>
      <legend>{T.clinical}</legend>
      <p className={styles.intro}>{T.clinicalIntro}</p>
      <FormField
        label={T.intendedUse}
        multiline
        rows={3}
        error={e('intendedUse')}
        {...register('evidence.clinical.intendedUse')}
      />
      <IndicationPicker
        value={indications.fields}
        onAdd={(indication) => indications.append(indication)}
        onRemove={(i) => indications.remove(i)}
        error={indicationError}
      />
      <RowList
        legend={T.contraindications}
        rows={contraindications.fields}
        rowLabel={T.contraindicationN}
        renderRow={(i) => (
          <FormField
            label={T.contraindication}
            autoComplete="off"
            error={e(`contraindications.${i}.text`)}
            {...register(`evidence.clinical.contraindications.${i}.text`)}
          />
        )}
        onRemove={(i) => contraindications.remove(i)}
        addLabel={T.addContraindication}
        onAdd={() => contraindications.append({ text: '' })}
        max={EVIDENCE_LIMITS.contraindications}
        error={e('contraindications')}
      />
      <RowList
        legend={T.studies}
        rows={studies.fields}
        rowLabel={T.studyN}
        renderRow={(i) => (
          <>
            <FormField
              label={T.studyTitle}
              autoComplete="off"
              error={e(`studies.${i}.title`)}
              {...register(`evidence.clinical.studies.${i}.title`)}
            />
            <SelectField
              label={T.studyDesign}
              options={STUDY_DESIGNS}
              labels={STUDY_DESIGN_LABELS}
              error={e(`studies.${i}.design`)}
              {...register(`evidence.clinical.studies.${i}.design`)}
            />
            <FormField
              label={T.studyYear}
              autoComplete="off"
              inputMode="numeric"
              maxLength={4}
              error={e(`studies.${i}.year`)}
              {...register(`evidence.clinical.studies.${i}.year`)}
            />
            <FormField
              label={T.doi}
              autoComplete="off"
              placeholder="10.1000/182"
              error={e(`studies.${i}.doi`)}
              {...register(`evidence.clinical.studies.${i}.doi`)}
            />
            <FormField
              label={T.registryId}
              autoComplete="off"
              placeholder="NCT01234567"
              error={e(`studies.${i}.registryId`)}
              {...register(`evidence.clinical.studies.${i}.registryId`)}
            />
            <FormField
              label={T.studyUrl}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={e(`studies.${i}.url`)}
              {...register(`evidence.clinical.studies.${i}.url`)}
            />
          </>
        )}
        onRemove={(i) => studies.remove(i)}
        addLabel={T.addStudy}
        onAdd={() => studies.append({ ...emptyStudyForm })}
        max={EVIDENCE_LIMITS.studies}
        error={e('studies')}
      />
      <FormField
        label={T.outcome}
        multiline
        rows={3}
        error={e('outcome')}
        {...register('evidence.clinical.outcome')}
      />
    </fieldset>
  );
}
