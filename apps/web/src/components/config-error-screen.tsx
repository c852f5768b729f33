import type { ConfigLoadResult } from '../lib/config.ts';
import styles from './config-error-screen.module.css';

type Failure = Extract<ConfigLoadResult, { ok: false }>;

const CONFIG_INVALID_TEXT = 'The showroom could not start: its configuration is invalid.';
const CONFIG_UNREACHABLE_TEXT = 'The showroom could not start: its configuration could not be loaded.';

/** Shown instead of the app when /config/config.json is unreachable or invalid: never a blank page. */
export function ConfigErrorScreen({ failure }: { failure: Failure }) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <h1>{failure.kind === 'invalid' ? CONFIG_INVALID_TEXT : CONFIG_UNREACHABLE_TEXT}</h1>
        <p>{failure.kind === 'invalid' ? 'These settings are wrong:' : 'What happened:'}</p>
        <ul className={styles.problems}>
          {failure.problems.map((problem) => (
            <li key={problem}>
              <code>{problem}</code>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>
          {failure.kind === 'invalid'
            ? 'The operator of this installation needs to correct /config/config.json.'
            : 'Please check your connection and try again. If the problem stays, the operator needs to check the server.'}
        </p>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </main>
  );
}
