import type { ComponentProps, ReactNode } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import { externalHref, NEW_TAB } from '../app-card/external-href.ts';
import styles from './markdown.module.css';

/**
 * Who wrote the text. `vendor`: an app description, shown under the app page's own h1 and h2, with
 * links marked as user content. `operator`: the installation's imprint or privacy policy (CONTENT_DIR),
 * whose `##` sections are the page's h2 and which may link e-mail addresses.
 */
export type MarkdownAuthor = 'vendor' | 'operator';

type AnchorProps = ComponentProps<'a'> & { node?: unknown };
type ImageProps = ComponentProps<'img'> & { node?: unknown };
type HeadingProps = ComponentProps<'h2'> & { node?: unknown };

/** A vendor's links leave the showroom: new tab, no opener, and no endorsement for crawlers. */
const VENDOR_LINK = { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } as const;

/** Only http(s) and (for the operator) mailto; anything else, a relative path included, stays text. */
function operatorHref(href: string | undefined): string | undefined {
  if (href?.toLowerCase().startsWith('mailto:')) return href;
  return externalHref(href);
}

function VendorLink({ href, children }: AnchorProps) {
  const safe = externalHref(href);
  if (!safe) return <>{children}</>;
  return (
    <a href={safe} {...VENDOR_LINK}>
      {children}
    </a>
  );
}

function OperatorLink({ href, children }: AnchorProps) {
  const safe = operatorHref(href);
  if (!safe) return <>{children}</>;
  // An e-mail address opens the mail program; a web address a new tab, as every link off the site.
  return safe.startsWith('mailto:') ? (
    <a href={safe}>{children}</a>
  ) : (
    <a href={safe} {...NEW_TAB}>
      {children}
    </a>
  );
}

/**
 * An image in a text would load from any host and tell it who reads the page, which the privacy
 * policy rules out; it becomes a link to the image, named by its alt text.
 */
const imageAsLink =
  (link: { readonly target: string; readonly rel: string }) =>
  ({ src, alt }: ImageProps) => {
    const safe = typeof src === 'string' ? externalHref(src) : undefined;
    const label = alt?.trim() || 'Image';
    if (!safe) return <>{label}</>;
    return (
      <a href={safe} {...link}>
        {label}
      </a>
    );
  };

const heading =
  (Tag: 'h2' | 'h3' | 'h4') =>
  ({ id, children }: HeadingProps) => <Tag id={id}>{children}</Tag>;

/** The app page has its h1 (the app name) and the description's h2; the text's own headings sit below. */
const vendorComponents: Components = {
  a: VendorLink,
  img: imageAsLink(VENDOR_LINK),
  h1: heading('h3'),
  h2: heading('h3'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h4'),
  h6: heading('h4'),
};

/** The page's h1 is its title; the text's `#` and `##` are its sections. */
const operatorComponents: Components = {
  a: OperatorLink,
  img: imageAsLink(NEW_TAB),
  h1: heading('h2'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h4'),
  h6: heading('h4'),
};

export interface MarkdownProps {
  readonly children: string;
  readonly author?: MarkdownAuthor;
  readonly className?: string | undefined;
  /** Steps over the HTML tree before it is rendered (e.g. grouping a page's sections). */
  readonly rehypePlugins?: Options['rehypePlugins'];
}

/**
 * Markdown with raw HTML disabled: `skipHtml` drops every HTML node, so `<script>` or
 * `<img onerror>` in a text never reaches the DOM, and react-markdown's URL filter drops `javascript:`
 * and other unsafe schemes before the link components above allow only http(s) (and mailto).
 * A vendor's text gets the long-form styles; the operator's pages bring their own.
 */
export function Markdown({
  children,
  author = 'vendor',
  className,
  rehypePlugins,
}: MarkdownProps): ReactNode {
  const vendor = author === 'vendor';
  const classes = [vendor ? styles.markdown : undefined, className].filter(Boolean).join(' ');
  return (
    <div className={classes || undefined}>
      <ReactMarkdown
        skipHtml
        components={vendor ? vendorComponents : operatorComponents}
        rehypePlugins={rehypePlugins ?? null}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
