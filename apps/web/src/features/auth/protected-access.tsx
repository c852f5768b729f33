import { ACCESS_TEXTS, AUTH_TEXTS, ERROR_TEXTS, routeDecision, type RouteAccess } from '@showroom/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NoticePage } from '../../components/notice-page.tsx';
import { SupportContact } from '../../components/support-contact.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useConfig } from '../../lib/config.ts';

/** A role requirement without roles is a mistake in the route data. */
function isMisconfigured(access: RouteAccess): boolean {
  if (typeof access === 'string') return access !== 'login';
  const roles: unknown = (access as { roles?: unknown }).roles;
  return !Array.isArray(roles) || roles.length === 0;
}

/**
 * The access guard's decision for a route that is not public (AccessGuard loads it for those only):
 * the login-only guard and role guards send unauthenticated users to the identity provider and back
 * to the same address; users without the role get a clear message. A role-guarded route whose data
 * names no role throws in development and is blocked in production.
 */
export default function ProtectedAccess({
  access,
  children,
}: {
  readonly access: Exclude<RouteAccess, 'public'>;
  readonly children: ReactNode;
}) {
  const { production } = useConfig();
  const auth = useAuth();
  const location = useLocation();
  const misconfigured = isMisconfigured(access);

  if (misconfigured && !production) {
    throw new Error(
      `The route ${location.pathname} requires a role, but its route data (handle.access.roles) names none.`,
    );
  }

  const decision = misconfigured
    ? 'blocked'
    : auth.status === 'loading'
      ? 'pending'
      : routeDecision(access, { loggedIn: auth.status === 'authenticated', roles: auth.user?.roles ?? [] });

  if (decision === 'blocked') return <NoticePage title={AUTH_TEXTS.pageNotAvailable} />;
  if (decision === 'pending') return <p role="status">{ACCESS_TEXTS.loading}</p>;
  if (decision === 'login')
    return <LoginRedirect returnTo={`${location.pathname}${location.search}${location.hash}`} />;
  if (decision === 'forbidden') {
    return (
      <NoticePage title={AUTH_TEXTS.accessDenied}>
        <p>{AUTH_TEXTS.accessDeniedHint}</p>
        <SupportContact />
      </NoticePage>
    );
  }
  return children;
}

/** Sends the visitor to the identity provider once; they come back to `returnTo` after signing in. */
function LoginRedirect({ returnTo }: { returnTo: string }) {
  const auth = useAuth();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    auth.login({ returnTo }).catch(() => setFailed(true));
  }, [auth, returnTo]);

  if (failed) {
    return (
      <NoticePage title={AUTH_TEXTS.loginFailed}>
        <p>{ERROR_TEXTS.network}</p>
      </NoticePage>
    );
  }
  return (
    <NoticePage title={AUTH_TEXTS.pleaseSignIn}>
      <p role="status">{AUTH_TEXTS.redirecting}</p>
    </NoticePage>
  );
}
