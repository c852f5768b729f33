import type { ReactNode } from 'react';
import { PlaceholderImageIcon } from '../app-card/icons.tsx';
import styles from './app-details-view.module.css';

const IMAGE_SIZE = 112;

export interface PageHeroProps {
  /** The app's icon or the vendor's logo; a placeholder without one. */
  readonly image: string | null;
  /** '' where the name beside the image says all it shows. */
  readonly imageAlt: string;
  readonly placeholderTestId: string;
  readonly name: string;
  readonly nameId: string;
  /** 1 where the name is the page's heading; 2 inside a page with its own h1 (the editor's preview step). */
  readonly headingLevel?: 1 | 2;
  /** Below the name: byline, lead and facts, or a website. */
  readonly children?: ReactNode;
  /** Beside it on wide screens, below on narrow ones: Demo and the actions. */
  readonly actions?: ReactNode;
}

/**
 * The head of an app's page and of a vendor's page: the image (or a placeholder), the name as the
 * heading with what follows it, and the actions. The app page's markup, which the server's first view
 * writes as well (app-page-first-view.ts).
 */
export function PageHero({
  image,
  imageAlt,
  placeholderTestId,
  name,
  nameId,
  headingLevel = 1,
  children,
  actions,
}: PageHeroProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <header className={styles.hero}>
      {image ? (
        <img
          className={styles.appIcon}
          src={image}
          alt={imageAlt}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          decoding="async"
          fetchPriority="high"
        />
      ) : (
        <span className={`${styles.appIcon} ${styles.placeholderIcon}`} data-testid={placeholderTestId}>
          <PlaceholderImageIcon size={56} />
        </span>
      )}
      <div className={styles.heroText}>
        <Title id={nameId} className={styles.name}>
          {name}
        </Title>
        {children}
      </div>
      {actions}
    </header>
  );
}
