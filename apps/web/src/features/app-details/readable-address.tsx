import { appPagePath, type AppDetails } from '@showroom/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * At the readable address (/apps/{id}-{slug}): replaces an outdated or wrong slug with the right one,
 * without a new history entry (query and hash kept). A chunk of its own with the slug's rules, asked
 * for once the app is on screen; it shows nothing.
 */
export function ReadableAddress({ app }: { readonly app: AppDetails }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const readable = appPagePath(app.id, app.name);
  useEffect(() => {
    if (readable !== pathname) void navigate({ pathname: readable, search, hash }, { replace: true });
  }, [readable, pathname, search, hash, navigate]);
  return null;
}
