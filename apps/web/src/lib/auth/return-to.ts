/**
 * Only same-origin paths are accepted as return addresses, so a crafted sign-in state cannot send
 * the user to another site after login. Apart from auth-context.ts (the first chunk): only the sign-in
 * code (oidc-session.ts, loaded on demand) checks them.
 */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return '/';
  }
  return value.startsWith('/callback') ? '/' : value;
}
