import {
  EDITOR_TEXTS,
  paths,
  UI_TEXTS,
  uploadFileProblem,
  type AppDetails,
  type EditorStep,
} from '@showroom/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../components/form/form.module.css';
import { ImageFileInput } from '../../components/form/image-file-input.tsx';
import { UploadProgress } from '../../components/form/upload-progress.tsx';
import { useSetAppIcon } from './api/upload-app-media.ts';
import editor from './app-editor.module.css';

/**
 * The icon: current icon, file choice with preview and guidance, Upload icon once a file is chosen.
 * Back and Next need an icon or a chosen file; with a file chosen they upload it first, so a chosen
 * icon is not lost by moving on.
 */
export function IconStep({ app }: { readonly app: AppDetails }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useSetAppIcon(app.id);
  const file = files[0];
  const fileOk = file !== undefined && uploadFileProblem(file) === undefined;
  const canNavigate = (app.icon !== null || fileOk) && !upload.isPending;

  const send = (then?: EditorStep): void => {
    if (!file || !fileOk) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFiles([]);
        if (then) void navigate(paths.editApp(app.id, then));
      },
    });
  };
  const go = (step: EditorStep): void => {
    if (fileOk) send(step);
    else void navigate(paths.editApp(app.id, step));
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
        onFilesChange={setFiles}
        disabled={upload.isPending}
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
        <button type="button" className={styles.button} disabled={!canNavigate} onClick={() => go('info')}>
          {EDITOR_TEXTS.back}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={!canNavigate}
          onClick={() => go('screenshots')}
        >
          {EDITOR_TEXTS.next}
        </button>
      </div>
    </section>
  );
}
