import { NOT_FOUND_TEXTS as T, paths } from '@showroom/contract';
import { Link } from 'react-router';
import { NoticePage } from '../../components/notice-page.tsx';
import { usePageTitle } from '../../components/page-title.tsx';

/** '*': an address no page has. The server answers it with 404 (spa-plugin), the page says so. */
export function NotFoundRoute() {
  usePageTitle(T.title);
  return (
    <NoticePage title={T.title}>
      <p>{T.text}</p>
      <p>
        <Link to={paths.start}>{T.startPage}</Link>
      </p>
      <p>
        <Link to={paths.apps}>{T.browseApps}</Link>
      </p>
    </NoticePage>
  );
}
