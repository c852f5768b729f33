import { appBadgeSnippets, BADGE_EMBED_TEXTS, BADGE_TEXTS, type AppDetails } from '@showroom/contract';
import { useId, useRef, useState } from 'react';
import buttons from '../../styles/buttons.module.css';
import styles from './app-badge.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * One snippet: read-only, its text selected on focus, and a button that copies it. Where the clipboard
 * cannot be written (an insecure context, a refused permission), the text is selected and the status
 * says how to copy it.
 */
function Snippet({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setState('failed');
    }
  };
  return (
    <div className={styles.snippet}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        ref={field}
        className={styles.code}
        readOnly
        rows={3}
        spellCheck={false}
        value={value}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={styles.controls}>
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => void copy()}>
          {copyLabel}
        </button>
        <p className={styles.status} role="status">
          {state === 'copied' ? BADGE_TEXTS.copied : state === 'failed' ? BADGE_TEXTS.copyFailed : ''}
        </p>
      </div>
    </div>
  );
}

/**
 * The app's badge for its vendor to embed: a preview and the Markdown and HTML snippets, with the
 * site's own address (the page's origin: the web and the API share it).
 */
export function AppBadge({
  app,
  level,
}: {
  readonly app: Pick<AppDetails, 'id' | 'name'>;
  readonly level: 3 | 4;
}) {
  const Heading = `h${level}` as const;
  const headingId = useId();
  const snippets = appBadgeSnippets(window.location.origin, app);
  return (
    <section className={styles.badge} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {BADGE_TEXTS.heading}
      </Heading>
      <p className={styles.intro}>{BADGE_TEXTS.intro}</p>
      <img
        className={styles.preview}
        src={snippets.badgeUrl}
        alt={BADGE_EMBED_TEXTS.altFor(app.name)}
        height={20}
      />
      <Snippet label={BADGE_TEXTS.markdown} copyLabel={BADGE_TEXTS.copyMarkdown} value={snippets.markdown} />
      <Snippet label={BADGE_TEXTS.html} copyLabel={BADGE_TEXTS.copyHtml} value={snippets.html} />
    </section>
  );
}
