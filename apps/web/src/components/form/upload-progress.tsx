import { UPLOAD_PROGRESS_MIN_BYTES, type FailureKey } from '@showroom/contract';
import { httpErrorInfo, messageFor } from '../../lib/api-client.ts';
import styles from './form.module.css';

export interface UploadProgressValue {
  readonly loaded: number;
  readonly total: number;
}

/**
 * A determinate progress bar for an upload that takes noticeable time. Small files finish before a
 * bar could be read, so it appears only from UPLOAD_PROGRESS_MIN_BYTES on.
 */
export function UploadProgress({
  label,
  progress,
}: {
  readonly label: string;
  readonly progress: UploadProgressValue | null;
}) {
  if (!progress || progress.total < UPLOAD_PROGRESS_MIN_BYTES) return null;
  const percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label={label} />
      <span aria-hidden="true">{percent} %</span>
    </div>
  );
}

/**
 * Why an upload failed, for the form under the file input: the API's own sentence (problem+json's
 * detail, else its title), the catalogue's failure text only when no answer came; undefined without error.
 */
export function uploadProblem(error: unknown, failureKey: FailureKey): string | undefined {
  return error ? (httpErrorInfo(error).detail ?? messageFor(error, failureKey).text) : undefined;
}
