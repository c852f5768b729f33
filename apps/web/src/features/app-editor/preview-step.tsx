import {
  APP_GAP_TEXTS,
  canSubmitApp,
  checksOnDemand,
  EDITOR_TEXTS,
  paths,
  type AppDetails,
} from '@showroom/contract';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppDetailsView } from '../../components/app-details-view/index.ts';
import { AppGaps } from '../../components/app-gaps/app-gaps.tsx';
import { LiveChecks } from '../../components/live-checks/live-checks.tsx';
import styles from '../../components/form/form.module.css';
import { useSubmitApp } from './api/submit-app.ts';

/**
 * The version as visitors will see it, with 'Check now' and the check history (so the vendor sees what
 * the live checks make of the declared profile before submitting), and 'Submit for review' (drafts and
 * rejected versions; otherwise it is disabled and says why beside it).
 */
export function PreviewStep({ app }: { readonly app: AppDetails }) {
  const navigate = useNavigate();
  const submit = useSubmitApp();
  const submittable = canSubmitApp(app.status);
  const reasonId = useId();
  const onSubmit = (): void => {
    submit.mutate(app.id, { onSuccess: () => void navigate(paths.myApps) });
  };
  return (
    <section aria-label={EDITOR_TEXTS.previewSection}>
      <AppDetailsView
        app={app}
        headingLevel={2}
        liveChecks={
          // The editor previews the version in progress: Check now is for it once it is in review.
          <LiveChecks appId={app.id} level={4} runnable={checksOnDemand(app.status)} />
        }
      />
      {submittable ? (
        <AppGaps app={app} heading={APP_GAP_TEXTS.vendorHeading} hint={APP_GAP_TEXTS.vendorHint} />
      ) : null}
      <div className={styles.actions}>
        <Link className={styles.button} to={paths.editApp(app.id, 'screenshots')}>
          {EDITOR_TEXTS.back}
        </Link>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={!submittable || submit.isPending}
          aria-describedby={submittable ? undefined : reasonId}
          onClick={onSubmit}
        >
          {EDITOR_TEXTS.submitForReview}
        </button>
        {submittable ? null : (
          <p id={reasonId} className={styles.hint}>
            {EDITOR_TEXTS.submitUnavailable}
          </p>
        )}
      </div>
    </section>
  );
}
