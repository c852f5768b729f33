import { appBadgeSnippets, BADGE_EMBED_TEXTS, BADGE_TEXTS, type AppDetails } from '@showroom/contract';
import { useId } from 'react';
import { CopyField } from '../../components/copy-field/copy-field.tsx';
import styles from './app-badge.module.css';

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
      {(
        [
          [BADGE_TEXTS.markdown, BADGE_TEXTS.copyMarkdown, snippets.markdown],
          [BADGE_TEXTS.html, BADGE_TEXTS.copyHtml, snippets.html],
        ] as const
      ).map(([label, copyLabel, value]) => (
        <CopyField
          key={label}
          label={label}
          copyLabel={copyLabel}
          value={value}
          rows={3}
          copiedText={BADGE_TEXTS.copied}
          failedText={BADGE_TEXTS.copyFailed}
        />
      ))}
    </section>
  );
}
