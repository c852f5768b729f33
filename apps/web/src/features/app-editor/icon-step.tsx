import {
  EDITOR_TEXTS,
  paths,
  UI_TEXTS,
  uploadFileProblem,
  type AppDetails,
  type EditorStep,
} from '@showroom/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../components/form/form.module.css';
import { ImageFileInput } from '../../components/form/image-file-input.tsx';
import { UploadProgress } from '../../components/form/upload-progress.tsx';
import { useSetAppIcon } from './api/upload-app-media.ts';
import editor from './app-editor.module.css';

/**
 * The icon: current icon, file choice with preview and guidance, Upload icon once a file is chosen.
 * Back and Next need an icon or a chosen file (spec section 5) and say so beside them while disabled
 * (the step links above still lead back). With a file chosen both upload it first, so a chosen icon is
 * not lost by moving on.
 * A refused upload shows the API's problem under the input; choosing again or the next upload
 * clears it, and the refused file is dropped, so no preview of it stays.
 */
export function IconStep({ app }: { readonly app: AppDetails }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useSetAppIcon(app.id);
  const file = files[0];
  const fileOk = file !== undefined && uploadFileProblem(file) === undefined;
  const hasIcon = app.icon !== null || fileOk;
  const reasonId = useId();

  const send = (then?: EditorStep): void => {
    if (!file || !fileOk) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFiles([]);
        if (then) void navigate(paths.editApp(app.id, then));
      },
      onError: () => setFiles([]),
    });
  };
  const go = (step: EditorStep): void => {
    if (fileOk && !upload.isPending) send(step);
    else void navigate(paths.editApp(app.id, step));
  };
  const choose = (chosen: File[]): void => {
    upload.reset();
    setFiles(chosen);
  };

  return (
    <section aria-label={EDITOR_TEXTS.iconSection}>
      <ul className={editor.media}>
        <li>
          {app.icon ? (
            <img
              className={editor.icon}
              src={app.icon}
              alt={EDITOR_TEXTS.iconAlt(app.name)}
              width={122}
              height={122}
            />
          ) : (
            <p className={editor.muted}>{EDITOR_TEXTS.noIcon}</p>
          )}
        </li>
      </ul>
      <ImageFileInput
        label={EDITOR_TEXTS.icon}
        guidance={UI_TEXTS.iconGuidance}
        files={files}
        onFilesChange={choose}
        disabled={upload.isPending}
        error={upload.problem}
      />
      <UploadProgress label={EDITOR_TEXTS.uploadingIcon} progress={upload.progress} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={!fileOk || upload.isPending}
          onClick={() => send()}
        >
          {EDITOR_TEXTS.uploadIcon}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={!hasIcon || upload.isPending}
          aria-describedby={hasIcon ? undefined : reasonId}
          onClick={() => go('info')}
        >
          {EDITOR_TEXTS.back}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={!hasIcon || upload.isPending}
          aria-describedby={hasIcon ? undefined : reasonId}
          onClick={() => go('screenshots')}
        >
          {EDITOR_TEXTS.next}
        </button>
        {hasIcon ? null : (
          <p id={reasonId} className={styles.hint}>
            {EDITOR_TEXTS.stepsNeedIcon}
          </p>
        )}
      </div>
    </section>
  );
}
