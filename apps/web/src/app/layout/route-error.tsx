import { SHELL_TEXTS, paths } from '@showroom/contract';
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { NoticePage } from '../../components/notice-page.tsx';
import { useConfig } from '../../lib/config.ts';

/** Any error thrown while rendering a page: the header and footer stay, the page says what happened. */
export function RouteError({ error }: { readonly error: unknown }) {
  const { production } = useConfig();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <NoticePage title={SHELL_TEXTS.routeErrorTitle}>
      <p>{SHELL_TEXTS.routeErrorText}</p>
      {!production && detail ? (
        <p>
          <code>{detail}</code>
        </p>
      ) : null}
      <p>
        <Link to={paths.start}>{SHELL_TEXTS.goToStart}</Link>
      </p>
    </NoticePage>
  );
}

/**
 * Catches what a page throws while rendering (or a page's code that failed to load) and shows
 * RouteError in its place; another address tries again.
 */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  return <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>;
}

class ErrorBoundary extends Component<
  { readonly pathname: string; readonly children: ReactNode },
  { readonly error: unknown; readonly pathname: string }
> {
  override state = { error: undefined as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A page failed.') };
  }

  static getDerivedStateFromProps(
    props: { readonly pathname: string },
    state: { readonly error: unknown; readonly pathname: string },
  ) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
