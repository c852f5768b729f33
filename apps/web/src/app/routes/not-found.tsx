import { NOT_FOUND_TEXTS, paths } from '@showroom/contract';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar/index.ts';

/**
 * '*': an address no page has redirects to the start page (spec section 2), replacing the address so
 * that Back does not return to it, and a snackbar says why. The server answers such an address with
 * status 404 (spa-plugin), so crawlers and monitors see it.
 */
export function NotFoundRoute() {
  const snackbar = useSnackbar();
  useEffect(() => {
    snackbar.show({ text: NOT_FOUND_TEXTS.message, type: 'failure' });
  }, [snackbar]);
  return <Navigate to={paths.start} replace />;
}
