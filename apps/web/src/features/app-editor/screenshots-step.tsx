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
import { useDeleteScreenshot } from './api/delete-screenshot.ts';
import { useAddScreenshots } from './api/upload-app-media.ts';
import editor from './app-editor.module.css';

/**
 * Screenshots: the version's list with a Delete screenshot button each, and a file choice for more.
 * Decision: deleting asks no confirmation, because it is undone by adding the image again and a
 * published screenshot is only dropped from the new version. Next adds chosen files first. A refused
 * upload shows the API's problem under the input until the next choice or upload.
 */
export function ScreenshotsStep({ app }: { readonly app: AppDetails }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const add = useAddScreenshots(app.id);
  const remove = useDeleteScreenshot(app.id);
  const filesOk = files.length > 0 && files.every((file) => uploadFileProblem(file) === undefined);
  const idPrefix = useId();

  const send = (then?: EditorStep): void => {
    add.mutate(files, {
      onSuccess: () => {
        setFiles([]);
        if (then) void navigate(paths.editApp(app.id, then));
      },
      // The refused files are dropped (no preview of them stays); the API's problem says why.
      onError: () => setFiles([]),
    });
  };
  const choose = (chosen: File[]): void => {
    add.reset();
    setFiles(chosen);
  };
  const go = (step: EditorStep): void => {
    if (filesOk) send(step);
    else void navigate(paths.editApp(app.id, step));
  };

  return (
    <section aria-label={EDITOR_TEXTS.screenshotsSection}>
      {app.screenshots.length === 0 ? (
        <p className={editor.muted}>{EDITOR_TEXTS.noScreenshots}</p>
      ) : (
        <ul className={editor.media}>
          {app.screenshots.map((shot, index) => {
            const captionId = `${idPrefix}-${shot.id}`;
            return (
              <li key={shot.id}>
                <figure className={editor.shot}>
                  <img
                    src={shot.thumbUrl ?? shot.url}
                    alt={EDITOR_TEXTS.screenshotAlt(index + 1, app.name)}
                    loading="lazy"
                  />
                  <figcaption id={captionId}>{EDITOR_TEXTS.screenshotCaption(index + 1)}</figcaption>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.danger}`}
                    aria-describedby={captionId}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(shot.id)}
                  >
                    {EDITOR_TEXTS.deleteScreenshot}
                  </button>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
      <ImageFileInput
        label={EDITOR_TEXTS.screenshot}
        guidance={UI_TEXTS.screenshotGuidance}
        multiple
        files={files}
        onFilesChange={choose}
        disabled={add.isPending}
        error={add.problem}
      />
      <UploadProgress label={EDITOR_TEXTS.uploadingScreenshots} progress={add.progress} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={!filesOk || add.isPending}
          onClick={() => send()}
        >
          {EDITOR_TEXTS.addScreenshot}
        </button>
        <button type="button" className={styles.button} disabled={add.isPending} onClick={() => go('icon')}>
          {EDITOR_TEXTS.back}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={add.isPending}
          onClick={() => go('preview')}
        >
          {EDITOR_TEXTS.next}
        </button>
      </div>
    </section>
  );
}
