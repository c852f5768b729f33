import { ADMIN_TEXTS, APP_GAP_TEXTS, showsUpdate, type AppDetails } from '@showroom/contract';
import { AppGaps } from '../../../components/app-gaps/app-gaps.tsx';
import { AuditHistory } from '../../../components/audit-history/audit-history.tsx';
import styles from './admin-review.module.css';
import { UpdateChanges } from './update-changes.tsx';

/**
 * What an admin sees above an app's preview: what a visitor would miss (issue 19), for an update what it
 * changes against the published version, and the app's history (who did what when, and why).
 */
export function AdminReviewPanel({ app }: { readonly app: AppDetails }) {
  return (
    <section className={styles.panel} aria-label={ADMIN_TEXTS.reviewRegion}>
      <AppGaps app={app} heading={APP_GAP_TEXTS.adminHeading} />
      {showsUpdate(app) ? <UpdateChanges proposed={app} /> : null}
      <AuditHistory subject={{ appId: app.id }} />
    </section>
  );
}
