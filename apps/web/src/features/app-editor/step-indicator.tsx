import { EDITOR_STEPS, EDITOR_TEXTS, paths, type EditorStep } from '@showroom/contract';
import { Link } from 'react-router';
import styles from './app-editor.module.css';

/**
 * The editor's four steps as an ordered list. Once the app has an id each step is a link; before that
 * (a new app) they are plain text. The current step carries aria-current="step".
 */
export function StepIndicator({
  appId,
  current,
}: {
  readonly appId: number | null;
  readonly current: EditorStep;
}) {
  return (
    <nav aria-label={EDITOR_TEXTS.steps}>
      <ol className={styles.steps}>
        {EDITOR_STEPS.map((step, index) => {
          const isCurrent = step.path === current;
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {step.label}
            </>
          );
          return (
            <li key={step.path}>
              {appId !== null ? (
                <Link
                  className={styles.stepLink}
                  to={paths.editApp(appId, step.path)}
                  aria-current={isCurrent ? 'step' : undefined}
                >
                  {content}
                </Link>
              ) : (
                <span className={styles.stepText} aria-current={isCurrent ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
