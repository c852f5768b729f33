import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDITOR_TEXTS,
  EVIDENCE_FORM_TEXTS,
  INTEROP_FORM_TEXTS,
  SHORT_DESCRIPTION_MAX,
  canRenameApp,
  paths,
  type AppDetails,
  type AppForm,
} from '@showroom/contract';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useHostPolicy } from '../../lib/host-policy.ts';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/form/form-field.tsx';
import styles from '../../components/form/form.module.css';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { useChangedFields } from '../../components/form/use-changed-fields.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useCreateApp, useUpdateApp } from './api/save-app.ts';
import {
  editorFieldOfApiPath,
  editorFormOf,
  editorFormSchema,
  emptyEditorForm,
  evidenceToSend,
  profileToSend,
  type EditorForm,
} from './editor-form.ts';
import { EvidenceFields } from './evidence/evidence-fields.tsx';
import { ProfileFields } from './profile/profile-fields.tsx';
import { useUnsavedGuard } from './use-unsaved-guard.tsx';

/** The labels the Save button's reason names, in the form's order. */
const FIELD_LABELS: Readonly<Record<keyof EditorForm, string>> = {
  get name() {
    return EDITOR_TEXTS.name;
  },
  get descriptionShort() {
    return EDITOR_TEXTS.descriptionShort;
  },
  get description() {
    return EDITOR_TEXTS.description;
  },
  get demoUrl() {
    return EDITOR_TEXTS.demoUrl;
  },
  get repoUrl() {
    return EDITOR_TEXTS.repoUrl;
  },
  get version() {
    return EDITOR_TEXTS.version;
  },
  get profile() {
    return INTEROP_FORM_TEXTS.heading;
  },
  get evidence() {
    return EVIDENCE_FORM_TEXTS.heading;
  },
};

/** The labels of the fields the schema refuses in `values` (empty required ones included), in form order. */
export function fieldsToFix(values: EditorForm): string[] {
  const result = editorFormSchema.safeParse(values);
  if (result.success) return [];
  const invalid = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return (Object.keys(FIELD_LABELS) as (keyof EditorForm)[])
    .filter((name) => invalid.has(name))
    .map((name) => FIELD_LABELS[name]);
}

interface InfoStepProps {
  /** The version being edited, or null for a new app. */
  readonly app: AppDetails | null;
  /** The signed-in vendor's id, which POST and PUT carry; undefined while it loads. */
  readonly vendorId: number | undefined;
  /** Loads the app again after a conflict (409); the page then shows a fresh form with it. */
  readonly onReload: () => void;
  /**
   * Throws this form away (Leave, on the question about unsaved edits): the page mounts a fresh one, so
   * a quick way back to the step finds the saved values even when the next step had not rendered yet
   * and this form was still on screen (resetting it in place left the typed text in the fields then).
   */
  readonly onDiscard: () => void;
}

/**
 * The app form with the contract's schema: errors once a field was changed, Save disabled while
 * invalid or saving. Saving a new app creates it and continues on its icon step; saving an existing
 * one continues there too, so the four steps read as one flow.
 *
 * The interoperability profile is part of this step (ProfileFields). It is sent only when it declares
 * something other than the version has, so a save that did not touch it keeps it. Field errors of a
 * refused save (400) land on their fields; the form keeps everything typed.
 *
 * Unsaved edits are guarded (useUnsavedGuard): leaving the step asks first. The required fields carry
 * a '*' explained above the form; a disabled Save names the fields still missing or wrong beside it.
 */
export function InfoStep({ app, vendorId, onReload, onDiscard }: InfoStepProps) {
  useHostPolicy();
  const navigate = useNavigate();
  const create = useCreateApp();
  const update = useUpdateApp();
  const values = useMemo(() => (app ? editorFormOf(app) : emptyEditorForm), [app]);
  const form = useForm<EditorForm>({
    resolver: zodResolver(editorFormSchema),
    mode: 'onChange',
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const shortDescription = useWatch({ control: form.control, name: 'descriptionShort' });
  const { changed, markChanged } = useChangedFields<keyof AppForm>();
  const { errors, isValid, isDirty } = form.formState;
  const guard = useUnsavedGuard(isDirty, onDiscard);
  const saveReasonId = useId();
  const shownError = (name: keyof AppForm): string | undefined =>
    changed.has(name) || errors[name]?.type === 'server' ? errors[name]?.message : undefined;

  // A change in one part of the profile can make another invalid (a resource type of an unticked
  // version): validate the whole profile when the step opens and on each of its changes, so Save is
  // never disabled without a message saying why.
  const { subscribe, trigger } = form;
  useEffect(() => {
    void trigger('profile');
    return subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name?.startsWith('profile.')) void trigger('profile');
      },
    });
  }, [subscribe, trigger]);

  const field = (name: keyof AppForm) => form.register(name, { onChange: () => markChanged(name) });

  const saving = create.isPending || update.isPending;
  const conflict = isApiError(update.error) && update.error.status === 409 ? update.error : undefined;
  // The API's rule: never before an approval locks it, and a published app keeps its name in updates.
  const nameEditable = canRenameApp(app?.status, app?.hasPublished === true);

  /** The API's field errors (a 400 names each field) on the form's fields. */
  const showFieldErrors = (error: unknown): void => {
    if (!isApiError(error) || error.status !== 400) return;
    for (const { path, message } of error.problem?.errors ?? []) {
      const name = editorFieldOfApiPath(path);
      if (name) form.setError(name as FieldPath<EditorForm>, { type: 'server', message });
    }
  };

  const onSave = (values: EditorForm): void => {
    if (vendorId === undefined) return;
    const next = (saved: AppDetails): void => {
      guard.allowNextNavigation();
      void navigate(paths.editApp(saved.id, 'icon'));
    };
    const input = {
      form: values,
      vendorId,
      profile: profileToSend(values, app),
      evidence: evidenceToSend(values, app),
    };
    const callbacks = { onSuccess: next, onError: showFieldErrors };
    if (app) update.mutate({ ...input, app }, callbacks);
    else create.mutate(input, callbacks);
  };

  const toFix = isValid ? [] : fieldsToFix(form.getValues());
  const saveReason = toFix.length > 0 ? EDITOR_TEXTS.saveNeeds(toFix.join(', ')) : undefined;

  return (
    <form
      noValidate
      aria-label={EDITOR_TEXTS.infoForm}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
    >
      {conflict ? (
        <NoticeBox type="error" title={conflict.detail}>
          <p>{EDITOR_TEXTS.conflictHint}</p>
          <button type="button" className={styles.button} onClick={onReload}>
            {EDITOR_TEXTS.reload}
          </button>
        </NoticeBox>
      ) : null}
      {guard.dialog}
      {!app ? <p className={styles.hint}>{EDITOR_TEXTS.saveFirst}</p> : null}
      <p className={styles.hint}>{EDITOR_TEXTS.requiredLegend}</p>
      {nameEditable ? (
        <FormField label={EDITOR_TEXTS.name} required error={shownError('name')} {...field('name')} />
      ) : (
        // Registered fields that are disabled lose their value in react-hook-form; the name is kept
        // from the loaded version and shown here only.
        <FormField
          label={EDITOR_TEXTS.name}
          required
          value={app?.name ?? ''}
          hint={EDITOR_TEXTS.nameFixed}
          disabled
          readOnly
        />
      )}
      <FormField
        label={EDITOR_TEXTS.descriptionShort}
        required
        hint={EDITOR_TEXTS.charactersUsed(shortDescription.length, SHORT_DESCRIPTION_MAX)}
        error={shownError('descriptionShort')}
        {...field('descriptionShort')}
      />
      <FormField
        label={EDITOR_TEXTS.description}
        multiline
        rows={15}
        required
        hint={EDITOR_TEXTS.markdownHelp}
        error={shownError('description')}
        {...field('description')}
      />
      <FormField
        label={EDITOR_TEXTS.demoUrl}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={shownError('demoUrl')}
        {...field('demoUrl')}
      />
      <FormField
        label={EDITOR_TEXTS.repoUrl}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={shownError('repoUrl')}
        {...field('repoUrl')}
      />
      <FormField label={EDITOR_TEXTS.version} error={shownError('version')} {...field('version')} />
      <ProfileFields form={form} />
      <EvidenceFields form={form} />
      <div className={`${styles.actions} ${styles.stickyActions}`}>
        <button
          type="submit"
          className={`${styles.button} ${styles.primary}`}
          disabled={!isValid || saving || vendorId === undefined}
          aria-describedby={saveReason ? saveReasonId : undefined}
        >
          {EDITOR_TEXTS.save}
        </button>
        {saveReason ? (
          <p id={saveReasonId} className={styles.hint}>
            {saveReason}
          </p>
        ) : null}
      </div>
    </form>
  );
}
