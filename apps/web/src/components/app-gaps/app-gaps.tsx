import { APP_GAP_TEXTS as T, appGaps, type AppDetails } from '@showroom/contract';
import { useId } from 'react';
import styles from '../form/form.module.css';
import { NoticeBox } from '../form/notice-box.tsx';

/**
 * What a visitor will miss on the app's page (no demo address, no screenshot, no interoperability
 * profile): beside Submit for the vendor, in the review for the admin. Nothing when nothing is missing.
 */
export function AppGaps({
  app,
  heading,
  hint,
}: {
  readonly app: Pick<AppDetails, 'demoUrl' | 'screenshots' | 'profile'>;
  readonly heading: string;
  readonly hint?: string;
}) {
  const headingId = useId();
  const gaps = appGaps(app);
  if (gaps.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <NoticeBox type="info">
        <h2 id={headingId} className={styles.noticeTitle}>
          {heading}
        </h2>
        <ul>
          {gaps.map((gap) => (
            <li key={gap}>{T[gap]}</li>
          ))}
        </ul>
        {hint ? <p>{hint}</p> : null}
      </NoticeBox>
    </section>
  );
}
