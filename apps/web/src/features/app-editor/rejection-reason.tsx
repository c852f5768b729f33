import { EDITOR_TEXTS, REASON_TEXTS } from '@showroom/contract';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { useAppReason } from './api/get-app-reason.ts';
import styles from './app-editor.module.css';

/** The rejection reason in a warning box above a rejected version's editor: the latest rejection's text. */
export function RejectionReason({ appId }: { readonly appId: number }) {
  const reason = useAppReason(appId, { enabled: true });
  return (
    <NoticeBox type="warning" title={EDITOR_TEXTS.rejected}>
      {reason.isPending ? (
        <p role="status">{EDITOR_TEXTS.loading}</p>
      ) : (
        <p className={styles.reason}>{reason.isError ? REASON_TEXTS.noReason : reason.data}</p>
      )}
    </NoticeBox>
  );
}
