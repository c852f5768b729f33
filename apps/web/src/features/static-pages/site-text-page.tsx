import { SITE_TEXT_UI_TEXTS, type SiteTextName } from '@showroom/contract';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import formStyles from '../../components/form/form.module.css';
import type { MarkdownProps } from '../../components/markdown/markdown.tsx';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import { useSiteText } from './api/get-site-text.ts';
import { rehypeSections } from './sections.ts';
import { StaticPage } from './static-page.tsx';
import styles from './static-page.module.css';

/** The Markdown renderer is a chunk of its own: the FAQ pages, in this chunk too, never need it. */
const Markdown = lazy(async () => ({
  default: (await import('../../components/markdown/markdown.tsx')).Markdown,
}));

/**
 * A static page whose text is the operator's (imprint, privacy policy): the title from the route, the
 * introduction from the page, the body from CONTENT_DIR through GET /site-texts/{name}.
 */
export function SiteTextPage({
  name,
  intro,
  children,
}: {
  readonly name: SiteTextName;
  readonly intro: string;
  /** Our own sections after the operator's text (the privacy policy's statistics). */
  readonly children?: ReactNode;
}) {
  const title = useRouteHandleValue('title') ?? '';
  return (
    <StaticPage title={title} intro={intro}>
      <SiteTextBody name={name} />
      {children}
    </StaticPage>
  );
}

function SiteTextBody({ name }: { readonly name: SiteTextName }) {
  const query = useSiteText(name);
  const idPrefix = useId();
  const plugins = useMemo(
    (): MarkdownProps['rehypePlugins'] => [[rehypeSections, { className: styles.section, idPrefix }]],
    [idPrefix],
  );
  const loading = <p role="status">{SITE_TEXT_UI_TEXTS.loading}</p>;

  // A text once shown stays when a later refetch fails.
  if (query.data) {
    return (
      <Suspense fallback={loading}>
        <Markdown author="operator" className={styles.text} rehypePlugins={plugins}>
          {query.data.markdown}
        </Markdown>
      </Suspense>
    );
  }
  if (query.isError) {
    return (
      <NoticeBox type="error">
        <p>{SITE_TEXT_UI_TEXTS.loadFailed}</p>
        <button type="button" className={formStyles.button} onClick={() => void query.refetch()}>
          {SITE_TEXT_UI_TEXTS.retry}
        </button>
      </NoticeBox>
    );
  }
  return loading;
}
