import {
  canSubmitVendorRegistration,
  isVendorEditable,
  paths,
  VENDOR_PROFILE_TEXTS as T,
  type Vendor,
  type VendorForm,
} from '@showroom/contract';
import { useNavigate } from 'react-router';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import styles from '../../components/form/form.module.css';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import { useCreateVendor } from './api/create-vendor.ts';
import { useMyVendor } from './api/get-my-vendor.ts';
import { useSubmitVendorRegistration } from './api/submit-vendor-registration.ts';
import { useUpdateVendor } from './api/update-vendor.ts';
import { VendorIconSection } from './vendor-icon-section.tsx';
import { VendorInfoForm } from './vendor-info-form.tsx';
import page from './vendor-profile.module.css';
import { VendorStatusMessage } from './vendor-status-message.tsx';

/**
 * register-vendor and my-vendor-info: the same form for the vendor's information, icon and
 * registration, with the message for the vendor's status. Without a vendor record it creates one
 * and then continues on my-vendor-info.
 */
export function VendorProfilePage() {
  const auth = useAuth();
  const title = useRouteHandleValue('title');
  const query = useMyVendor({ enabled: auth.status === 'authenticated' });

  let content;
  if (query.isPending) content = <p role="status">{T.loading}</p>;
  else if (query.isError) {
    content = <NoticeBox type="error">{T.loadFailed}</NoticeBox>;
  } else content = <VendorProfile vendor={query.data} />;

  return (
    <div className={page.page}>
      <h1>{title}</h1>
      {content}
    </div>
  );
}

function VendorProfile({ vendor }: { readonly vendor: Vendor | null }) {
  const navigate = useNavigate();
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const editable = isVendorEditable(vendor?.status);

  const onSave = (form: VendorForm): void => {
    if (vendor) update.mutate({ vendor, form });
    else create.mutate(form, { onSuccess: () => void navigate(paths.myVendorInfo, { replace: true }) });
  };

  return (
    <>
      <VendorStatusMessage vendor={vendor} />
      <VendorInfoForm
        vendor={vendor}
        editable={editable}
        saving={create.isPending || update.isPending}
        onSave={onSave}
      />
      {vendor ? <VendorIconSection vendor={vendor} editable={editable} /> : null}
      {vendor && editable ? <SubmitRegistration vendor={vendor} /> : null}
    </>
  );
}

/** Enabled once the vendor has an icon; the API checks the transition again. */
function SubmitRegistration({ vendor }: { readonly vendor: Vendor }) {
  const submit = useSubmitVendorRegistration();
  return (
    <section className={page.section} aria-label={T.registration}>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={!canSubmitVendorRegistration(vendor) || submit.isPending}
          onClick={() => submit.mutate(vendor.id)}
        >
          {T.submitRegistration}
        </button>
      </div>
    </section>
  );
}
