import { EDITOR_TEXTS, rejectionNotice, type AppDetails } from '@showroom/contract';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { useAppReason } from './api/get-app-reason.ts';
import styles from './app-editor.module.css';

/**
 * The rejection reason in a warning box above a rejected version's editor: the latest rejection's text,
 * worded for what was rejected (issue 19): 'Your update was rejected. Reason:' with the version that
 * stays live, or 'Your app was rejected. Reason:'. The API sends the rejection with the app; without it
 * (an older API) the reason is fetched.
 */
export function RejectionReason({ app }: { readonly app: AppDetails }) {
  const fetched = useAppReason(app.id, { enabled: app.rejection === undefined });
  const rejection = app.rejection ?? {
    reason: fetched.data ?? '',
    update: app.hasPublished === true,
    liveVersion: null,
  };
  const notice = rejectionNotice(rejection);
  const pending = app.rejection === undefined && fetched.isPending;
  return (
    <NoticeBox type="warning" title={notice.title}>
      {pending ? (
        <p role="status">{EDITOR_TEXTS.loading}</p>
      ) : (
        <>
          <p className={styles.reason}>{notice.reason}</p>
          {notice.live ? <p>{notice.live}</p> : null}
        </>
      )}
    </NoticeBox>
  );
}
