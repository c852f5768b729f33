import { ACCESS_TEXTS, type RouteAccess } from '@showroom/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import { withLocalePart } from '../../lib/locale.ts';

/**
 * What decides on a route that is not public (sign-in, roles, the messages): a chunk of its own, as
 * every such page is one, so that the public pages' first load does not carry it.
 */
const ProtectedAccess = lazy(withLocalePart('account', () => import('./protected-access.tsx')));

/**
 * The one guard of the route table. It reads the deepest matched route's `access` from the route
 * data: public routes pass at once; any other goes through ProtectedAccess (protected-access.tsx).
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const access: RouteAccess = useRouteHandleValue('access') ?? 'public';
  if (access === 'public') return children;
  return (
    <Suspense fallback={<p role="status">{ACCESS_TEXTS.loading}</p>}>
      <ProtectedAccess access={access}>{children}</ProtectedAccess>
    </Suspense>
  );
}
