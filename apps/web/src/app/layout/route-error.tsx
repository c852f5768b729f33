import { SHELL_TEXTS, paths } from '@showroom/contract';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { NoticePage } from '../../components/notice-page.tsx';
import { useConfig } from '../../lib/config.ts';

/** Any error thrown while rendering a page: the header and footer stay, the page says what happened. */
export function RouteError() {
  const error = useRouteError();
  const { production } = useConfig();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
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
