import {
  EDITOR_TEXTS,
  UI_TEXTS,
  uploadFileProblem,
  VENDOR_PROFILE_TEXTS as T,
  vendorIconAlt,
  type Vendor,
} from '@showroom/contract';
import { useState } from 'react';
import { ImageFileInput } from '../../components/form/image-file-input.tsx';
import styles from '../../components/form/form.module.css';
import { UploadProgress } from '../../components/form/upload-progress.tsx';
import { useUploadVendorIcon } from './api/upload-vendor-icon.ts';
import page from './vendor-profile.module.css';

/** The vendor's icon and, while the vendor may change it, the file choice with preview and upload. */
export function VendorIconSection({
  vendor,
  editable,
}: {
  readonly vendor: Vendor;
  readonly editable: boolean;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUploadVendorIcon(vendor.id);
  const file = files[0];
  const canUpload = file !== undefined && uploadFileProblem(file) === undefined && !upload.isPending;

  const onUpload = (): void => {
    if (!file) return;
    upload.mutate(file, { onSuccess: () => setFiles([]), onError: () => setFiles([]) });
  };
  // Choosing again clears the last refusal, as on the editor's icon step.
  const choose = (chosen: File[]): void => {
    upload.reset();
    setFiles(chosen);
  };

  return (
    <section className={page.section} aria-labelledby="vendor-icon-heading">
      <h2 id="vendor-icon-heading">{T.icon}</h2>
      {vendor.imageUrl ? (
        <img
          className={page.icon}
          src={vendor.imageUrl}
          alt={vendorIconAlt(vendor.name)}
          width={122}
          height={122}
        />
      ) : (
        <p className={page.muted}>{EDITOR_TEXTS.noIcon}</p>
      )}
      {editable ? (
        <>
          <ImageFileInput
            label={T.vendorIcon}
            guidance={UI_TEXTS.iconGuidance}
            files={files}
            onFilesChange={choose}
            disabled={upload.isPending}
            error={upload.problem}
          />
          <UploadProgress label={T.uploadingVendorIcon} progress={upload.progress} />
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={!canUpload} onClick={onUpload}>
              {T.uploadIcon}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
