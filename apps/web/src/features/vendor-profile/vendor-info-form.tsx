import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyVendorForm,
  vendorFormSchema,
  VENDOR_PROFILE_TEXTS as T,
  vendorToForm,
  type Vendor,
  type VendorForm,
} from '@showroom/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useHostPolicy } from '../../lib/host-policy.ts';
import { FormField } from '../../components/form/form-field.tsx';
import styles from '../../components/form/form.module.css';
import { useChangedFields } from '../../components/form/use-changed-fields.ts';

interface VendorInfoFormProps {
  /** The saved vendor, or null before the first save (registration). */
  readonly vendor: Vendor | null;
  readonly editable: boolean;
  readonly saving: boolean;
  readonly onSave: (form: VendorForm) => void;
}

/**
 * Vendor name, description, website and e-mail, validated by the contract's schema. An error shows
 * once its field was changed; Save stays disabled while the form is invalid or saving.
 */
export function VendorInfoForm({ vendor, editable, saving, onSave }: VendorInfoFormProps) {
  useHostPolicy();
  const values = useMemo(() => (vendor ? vendorToForm(vendor) : emptyVendorForm), [vendor]);
  const form = useForm<VendorForm>({
    resolver: zodResolver(vendorFormSchema),
    mode: 'onChange',
    defaultValues: values,
    // A saved vendor (or a new icon) arrives as new values; what the person is typing stays.
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const { changed, markChanged } = useChangedFields<keyof VendorForm>();
  const { errors, isValid } = form.formState;
  const shownError = (name: keyof VendorForm): string | undefined =>
    changed.has(name) ? errors[name]?.message : undefined;

  const field = (name: keyof VendorForm, deps?: (keyof VendorForm)[]) =>
    form.register(name, { onChange: () => markChanged(name), ...(deps ? { deps } : {}) });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)} aria-label={T.form}>
      {/* The website's error wording depends on the name (a kept quirk), so a name change re-checks it. */}
      <FormField
        label={T.vendorName}
        readOnly={!editable}
        error={shownError('vendorName')}
        {...field('vendorName', ['vendorWebsite'])}
      />
      <FormField
        label={T.description}
        multiline
        rows={5}
        readOnly={!editable}
        error={shownError('vendorDescription')}
        {...field('vendorDescription')}
      />
      <FormField
        label={T.website}
        type="url"
        inputMode="url"
        placeholder="https://"
        readOnly={!editable}
        error={shownError('vendorWebsite')}
        {...field('vendorWebsite')}
      />
      <FormField
        label={T.email}
        type="email"
        autoComplete="email"
        readOnly={!editable}
        error={shownError('vendorMail')}
        {...field('vendorMail')}
      />
      {editable ? (
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${styles.button} ${styles.primary}`}
            disabled={!isValid || saving}
          >
            {T.save}
          </button>
        </div>
      ) : null}
    </form>
  );
}
