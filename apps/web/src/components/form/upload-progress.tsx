import { UPLOAD_PROGRESS_MIN_BYTES } from '@showroom/contract';
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
