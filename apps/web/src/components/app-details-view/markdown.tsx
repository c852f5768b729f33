import type { ComponentProps, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { externalHref } from '../app-card/external-href.ts';
import styles from './markdown.module.css';

type AnchorProps = ComponentProps<'a'> & { node?: unknown };
type ImageProps = ComponentProps<'img'> & { node?: unknown };
type HeadingProps = ComponentProps<'h3'> & { node?: unknown };

/** Links in a vendor's text leave the showroom: new tab, no opener, and no endorsement for crawlers. */
function SafeLink({ href, children }: AnchorProps) {
  const safe = externalHref(href);
  if (!safe) return <>{children}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow ugc">
      {children}
    </a>
  );
}

/**
 * An image in a vendor's text would load from any host and tell it who reads the page, which the
 * privacy policy rules out; it becomes a link to the image, named by its alt text.
 */
function ImageAsLink({ src, alt }: ImageProps) {
  const safe = typeof src === 'string' ? externalHref(src) : undefined;
  const label = alt?.trim() || 'Image';
  if (!safe) return <>{label}</>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow ugc">
      {label}
    </a>
  );
}

/** The page has its h1 (the app name) and the description's h2; the text's own headings sit below. */
const heading =
  (Tag: 'h3' | 'h4') =>
  ({ children }: HeadingProps) => <Tag>{children}</Tag>;

const components: Components = {
  a: SafeLink,
  img: ImageAsLink,
  h1: heading('h3'),
  h2: heading('h3'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h4'),
  h6: heading('h4'),
};

/**
 * An app description as markdown with raw HTML disabled: `skipHtml` drops every HTML node, so
 * `<script>` or `<img onerror>` in a description never reaches the DOM, and react-markdown's URL
 * filter drops `javascript:` and other unsafe schemes from links.
 */
export function Markdown({ children, className }: { children: string; className?: string }): ReactNode {
  return (
    <div className={`${styles.markdown} ${className ?? ''}`}>
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
