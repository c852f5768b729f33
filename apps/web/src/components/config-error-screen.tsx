import { CONFIG_ERROR_TEXTS as T } from '@showroom/contract';
import type { ConfigLoadResult } from '../lib/config.ts';
import styles from './config-error-screen.module.css';

type Failure = Extract<ConfigLoadResult, { ok: false }>;

/** Shown instead of the app when /config/config.json is unreachable or invalid: never a blank page. */
export function ConfigErrorScreen({ failure }: { failure: Failure }) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <h1>{failure.kind === 'invalid' ? T.invalid : T.unreachable}</h1>
        <p>{failure.kind === 'invalid' ? T.invalidProblems : T.unreachableProblems}</p>
        <ul className={styles.problems}>
          {failure.problems.map((problem) => (
            <li key={problem}>
              <code>{problem}</code>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>{failure.kind === 'invalid' ? T.invalidHint : T.unreachableHint}</p>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          {T.retry}
        </button>
      </div>
    </main>
  );
}
