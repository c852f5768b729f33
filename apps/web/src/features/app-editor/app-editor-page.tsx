import { EDITOR_TEXTS, NEW_APP_ID, paths, type EditorStep } from '@showroom/contract';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import { useEditableApp } from './api/get-editable-app.ts';
import styles from './app-editor.module.css';
import { IconStep } from './icon-step.tsx';
import { InfoStep } from './info-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { RejectionReason } from './rejection-reason.tsx';
import { ScreenshotsStep } from './screenshots-step.tsx';
import { StepIndicator } from './step-indicator.tsx';

export type EditorAppId = number | typeof NEW_APP_ID;

interface AppEditorPageProps {
  readonly appId: EditorAppId;
  readonly step: EditorStep;
  /** The signed-in vendor's id (POST and PUT carry it); undefined while it loads. */
  readonly vendorId: number | undefined;
}

/**
 * my-apps/edit/{id}/{step}: the step's title as the heading, the step indicator, the rejection reason
 * of a rejected version, then the step. A new app has only its info step until it is saved. An app
 * that cannot be loaded sends the vendor back to /my-apps.
 */
export function AppEditorPage({ appId, step, vendorId }: AppEditorPageProps) {
  const title = useRouteHandleValue('title');
  const numericId = appId === NEW_APP_ID ? null : appId;
  const query = useEditableApp(numericId);
  // A new form after a reload, so the person's stale edits and the conflict notice are gone, and after
  // Leave on the question about unsaved edits.
  const [formKey, setFormKey] = useState(0);

  if (numericId === null && step !== 'info') return <Navigate to={paths.newApp} replace />;
  if (query.isError) return <Navigate to={paths.myApps} replace />;
  const app = query.data ?? null;
  const loading = numericId !== null && app === null;

  const newForm = (): void => setFormKey((key) => key + 1);
  const reload = (): void => {
    void query.refetch().then(newForm);
  };

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <StepIndicator appId={numericId} current={step} />
      {app?.status === 'REJECTED' ? <RejectionReason app={app} /> : null}
      {loading ? <p role="status">{EDITOR_TEXTS.loading}</p> : null}
      {!loading && step === 'info' ? (
        <InfoStep key={formKey} app={app} vendorId={vendorId} onReload={reload} onDiscard={newForm} />
      ) : null}
      {app && step === 'icon' ? <IconStep app={app} /> : null}
      {app && step === 'screenshots' ? <ScreenshotsStep app={app} /> : null}
      {app && step === 'preview' ? <PreviewStep app={app} /> : null}
    </div>
  );
}
