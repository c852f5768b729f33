import { zodResolver } from '@hookform/resolvers/zod';
import {
  appFormSchema,
  appToForm,
  EDITOR_TEXTS,
  emptyAppForm,
  canRenameApp,
  paths,
  type AppDetails,
  type AppForm,
} from '@showroom/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/form/form-field.tsx';
import styles from '../../components/form/form.module.css';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { useChangedFields } from '../../components/form/use-changed-fields.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useCreateApp, useUpdateApp } from './api/save-app.ts';

interface InfoStepProps {
  /** The version being edited, or null for a new app. */
  readonly app: AppDetails | null;
  /** The signed-in vendor's id, which POST and PUT carry; undefined while it loads. */
  readonly vendorId: number | undefined;
  /** Loads the app again after a conflict (409); the page then shows a fresh form with it. */
  readonly onReload: () => void;
}

/**
 * The app form with the contract's schema: errors once a field was changed, Save disabled while
 * invalid or saving. Saving a new app creates it and continues on its icon step; saving an existing
 * one continues there too, so the four steps read as one flow.
 */
export function InfoStep({ app, vendorId, onReload }: InfoStepProps) {
  const navigate = useNavigate();
  const create = useCreateApp();
  const update = useUpdateApp();
  const values = useMemo(() => (app ? appToForm(app) : emptyAppForm), [app]);
  const form = useForm<AppForm>({
    resolver: zodResolver(appFormSchema),
    mode: 'onChange',
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { changed, markChanged } = useChangedFields<keyof AppForm>();
  const { errors, isValid } = form.formState;
  const shownError = (name: keyof AppForm): string | undefined =>
    changed.has(name) ? errors[name]?.message : undefined;
  const field = (name: keyof AppForm) => form.register(name, { onChange: () => markChanged(name) });

  const saving = create.isPending || update.isPending;
  const conflict = isApiError(update.error) && update.error.status === 409 ? update.error : undefined;
  // The API's rule: never before an approval locks it, and a published app keeps its name in updates.
  const nameEditable = canRenameApp(app?.status, app?.hasPublished === true);

  const onSave = (values: AppForm): void => {
    if (vendorId === undefined) return;
    const next = (saved: AppDetails): void => void navigate(paths.editApp(saved.id, 'icon'));
    if (app) update.mutate({ app, form: values, vendorId }, { onSuccess: next });
    else create.mutate({ form: values, vendorId }, { onSuccess: next });
  };

  return (
    <form noValidate aria-label="App information" onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      {conflict ? (
        <NoticeBox type="error" title={conflict.detail}>
          <p>{EDITOR_TEXTS.conflictHint}</p>
          <button type="button" className={styles.button} onClick={onReload}>
            Reload
          </button>
        </NoticeBox>
      ) : null}
      {!app ? <p className={styles.hint}>{EDITOR_TEXTS.saveFirst}</p> : null}
      {nameEditable ? (
        <FormField label="Name" error={shownError('name')} {...field('name')} />
      ) : (
        // Registered fields that are disabled lose their value in react-hook-form; the name is kept
        // from the loaded version and shown here only.
        <FormField label="Name" value={app?.name ?? ''} disabled readOnly />
      )}
      <FormField
        label="Short description"
        error={shownError('descriptionShort')}
        {...field('descriptionShort')}
      />
      <FormField
        label="Description"
        multiline
        rows={15}
        error={shownError('description')}
        {...field('description')}
      />
      <FormField
        label="Demo URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={shownError('demoUrl')}
        {...field('demoUrl')}
      />
      <FormField
        label="Repository URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={shownError('repoUrl')}
        {...field('repoUrl')}
      />
      <FormField label="Version" error={shownError('version')} {...field('version')} />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${styles.button} ${styles.primary}`}
          disabled={!isValid || saving || vendorId === undefined}
        >
          Save
        </button>
      </div>
    </form>
  );
}
