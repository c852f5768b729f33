import {
  ADMIN_APP_ACTION_KEYS,
  ADMIN_APP_ACTION_TEXTS,
  ADMIN_TEXTS,
  adminReviewView,
  CONFIRM_TEXTS,
  paths,
  type AdminAppAction,
  type AppDetails,
} from '@showroom/contract';
import { Link } from 'react-router';
import formStyles from '../../../components/form/form.module.css';
import { RejectAction } from '../../../components/reject-dialog/reject-dialog.tsx';
import { useAdminAppAction } from '../api/change-app-status.ts';
import styles from './admin-review.module.css';

/**
 * The admin's review buttons on an app's page: Approve, Reject (with the reason dialog), Activate and
 * Deactivate (each behind the browser's own confirmation, spec section 5), as the contract's machine
 * allows for the shown version and the app. Afterwards the admin goes to the submitted-apps tab,
 * success or failure.
 */
export function AdminReviewActions({ app }: { readonly app: AppDetails }) {
  const view = adminReviewView(app);
  const mutation = useAdminAppAction({ replace: false });
  const busy = mutation.isPending;

  const run = (action: AdminAppAction, reason?: string): void => {
    const confirmKey = ADMIN_APP_ACTION_KEYS[action].confirm;
    if (confirmKey && !window.confirm(CONFIRM_TEXTS[confirmKey])) return;
    mutation.mutate({ appId: app.id, action, reason });
  };

  if (view.actions.length === 0 && !view.updateInReview) return null;
  return (
    <div
      className={styles.actions}
      role="group"
      aria-label={ADMIN_TEXTS.reviewActions}
      aria-busy={busy || undefined}
    >
      {view.updateInReview ? (
        <Link className={formStyles.button} to={paths.appPreview(app.id)}>
          {ADMIN_TEXTS.viewUpdate}
        </Link>
      ) : null}
      {view.actions.map((action) =>
        action === 'reject' ? (
          <RejectAction
            key={action}
            disabled={busy}
            subject={app.name}
            onReject={(reason) => run('reject', reason)}
          />
        ) : (
          <button
            key={action}
            type="button"
            className={`${formStyles.button} ${action === 'deactivate' ? formStyles.danger : formStyles.primary}`}
            disabled={busy}
            onClick={() => run(action)}
          >
            {ADMIN_APP_ACTION_TEXTS[action]}
          </button>
        ),
      )}
    </div>
  );
}
