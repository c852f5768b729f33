import { UPLOAD_IMAGE_TYPES, UPLOAD_MESSAGES, uploadFileProblem } from '@showroom/contract';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styles from './form.module.css';

interface ImageFileInputProps {
  /** The input's accessible name ('Vendor icon', 'Icon', 'Screenshot', as the browser journeys find them). */
  readonly label: string;
  readonly guidance?: string | undefined;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** The chosen files; an empty list clears the input. */
  readonly files: readonly File[];
  readonly onFilesChange: (files: File[]) => void;
  /** Why the last upload failed (the API's problem, as it said it), shown under the input until the next attempt. */
  readonly error?: string | undefined;
}

/** Which of the chosen files cannot be sent, with the reason, for the comfort check before upload. */
function fileProblems(files: readonly File[]): string[] {
  return files.flatMap((file) => {
    const problem = uploadFileProblem(file);
    return problem ? [`${file.name}: ${problem}`] : [];
  });
}

/**
 * A file choice for images with a preview of what was chosen. Previews are object URLs, made only for
 * image types and revoked with their image. The API checks the bytes again.
 */
export function ImageFileInput({
  label,
  guidance,
  multiple = false,
  disabled,
  files,
  onFilesChange,
  error,
}: ImageFileInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (files.length === 0 && inputRef.current) inputRef.current.value = '';
  }, [files]);

  const problems = fileProblems(files);
  const describedBy = [
    guidance ? `${id}-guidance` : '',
    problems.length > 0 ? `${id}-problems` : '',
    error ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const onChange = (event: ChangeEvent<HTMLInputElement>): void => {
    onFilesChange(Array.from(event.target.files ?? []));
  };

  return (
    <div className={styles.upload}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        className={styles.fileInput}
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        aria-invalid={problems.length > 0 || error ? true : undefined}
        onChange={onChange}
      />
      {guidance ? (
        <p id={`${id}-guidance`} className={styles.hint}>
          {guidance}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div id={`${id}-problems`}>
          {problems.map((problem) => (
            <p key={problem} className={styles.error}>
              {problem}
            </p>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {files.some(isPreviewable) ? (
        <ul className={styles.previews} aria-label={UPLOAD_MESSAGES.previews(label)}>
          {files.filter(isPreviewable).map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <FilePreview file={file} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const isPreviewable = (file: File): boolean => file.type.startsWith('image/');

/**
 * The object URL lives exactly as long as the image element showing it (React 19 ref cleanup). A
 * file the browser cannot draw (an image type in name only) shows no preview rather than a broken one.
 */
function FilePreview({ file }: { readonly file: File }) {
  const [broken, setBroken] = useState<File | null>(null);
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (broken === file) return null;
  return (
    <img
      ref={attach}
      className={styles.preview}
      alt={UPLOAD_MESSAGES.previewAlt(file.name)}
      onError={() => setBroken(file)}
    />
  );
}
