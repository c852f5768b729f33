import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthController } from './auth-controller.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

/** Puts the page's AuthController behind the AuthContext boundary the screens use. */
export function OidcAuthProvider({
  controller,
  children,
}: {
  controller: AuthController;
  children: ReactNode;
}) {
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const value = useMemo<AuthContextValue>(
    () => ({
      status: snapshot.status,
      user: snapshot.user,
      login: (options) => controller.login(options?.returnTo),
      logout: () => controller.logout(),
      updatePassword: (options) => controller.updatePassword(options?.returnTo),
      completeSignin: () => controller.completeSignin(),
      preload: () => controller.preload(),
    }),
    [controller, snapshot],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
