import {
  REASON_TEXTS,
  sendsToSupport,
  VENDOR_PROFILE_TEXTS,
  vendorPageMessage,
  type Vendor,
} from '@showroom/contract';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { SupportContact } from '../../components/support-contact.tsx';
import { useVendorReason } from './api/get-vendor-reasons.ts';
import page from './vendor-profile.module.css';

/**
 * The vendor page's message for the vendor's status; a rejected vendor sees the latest rejection's
 * reason. Before the first save the DRAFT hint explains what comes next. Where the message sends the
 * vendor to the support, the support contact follows it.
 */
export function VendorStatusMessage({ vendor }: { readonly vendor: Pick<Vendor, 'id' | 'status'> | null }) {
  const status = vendor?.status ?? 'DRAFT';
  const rejected = vendor !== null && status === 'REJECTED';
  const reason = useVendorReason(vendor?.id ?? 0, { enabled: rejected });
  const reasonText = reason.isError ? REASON_TEXTS.noReason : reason.data;
  const message = vendorPageMessage(status, reasonText);

  if (!rejected && sendsToSupport(status)) {
    return (
      <NoticeBox type={message.type}>
        <p className={page.message}>{message.text}</p>
        <SupportContact className={page.message} />
      </NoticeBox>
    );
  }
  if (!rejected) return <NoticeBox type={message.type}>{message.text}</NoticeBox>;
  return (
    <NoticeBox type={message.type} title={message.text}>
      {reason.isPending ? (
        <p role="status">{VENDOR_PROFILE_TEXTS.loading}</p>
      ) : (
        <p className={page.reason}>{message.reason}</p>
      )}
    </NoticeBox>
  );
}
