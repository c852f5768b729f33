import styles from './external-link.module.css';
import { displayUrl, NEW_TAB } from './external-href.ts';
import { ExternalIcon } from './icons.tsx';

/**
 * A link that leaves the showroom (a repository, a vendor's website): its address as text without the
 * scheme, an icon that says so, and a new tab that cannot reach back into the page. `href` is what
 * externalHref let through.
 */
export function ExternalLink({ href, iconClassName }: { href: string; iconClassName?: string | undefined }) {
  return (
    <a href={href} {...NEW_TAB}>
      {displayUrl(href)}
      <ExternalIcon className={iconClassName ?? styles.icon} />
    </a>
  );
}
