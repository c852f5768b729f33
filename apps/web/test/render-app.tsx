import type { Role, RuntimeConfig } from '@showroom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { UNSAFE_createMemoryHistory, type NavigationType, type RouteObject, type To } from 'react-router';
import { AppRoutes } from '../src/app/app.tsx';
import { vi } from 'vitest';
import { createRoutes } from '../src/app/route-table.tsx';
import { SnackbarProvider } from '../src/components/snackbar/index.ts';
import { configureApiClient } from '../src/lib/api-client.ts';
import { withBlocking, type AppHistory } from '../src/lib/navigation.ts';
import { AuthContext, type AuthContextValue, type AuthUser } from '../src/lib/auth/auth-context.ts';
import { ConfigProvider } from '../src/lib/config.ts';
import { testConfig } from './fixtures.ts';

export interface FakeUserOptions {
  readonly roles?: readonly Role[];
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

export type FakeAuth = AuthContextValue & {
  readonly login: ReturnType<typeof vi.fn<AuthContextValue['login']>>;
  readonly logout: ReturnType<typeof vi.fn<AuthContextValue['logout']>>;
  readonly updatePassword: ReturnType<typeof vi.fn<AuthContextValue['updatePassword']>>;
  readonly completeSignin: ReturnType<typeof vi.fn<AuthContextValue['completeSignin']>>;
};

/** A signed-in (or anonymous, with `null`) user at the auth-context boundary; nothing talks to an IdP. */
export function fakeAuth(user: FakeUserOptions | null, status?: AuthContextValue['status']): FakeAuth {
  const authUser: AuthUser | null = user
    ? {
        email: user.email ?? 'jane.doe@showroom.test',
        firstName: user.firstName ?? 'Jane',
        lastName: user.lastName ?? 'Doe',
        initials: `${(user.firstName ?? 'Jane')[0] ?? ''}${(user.lastName ?? 'Doe')[0] ?? ''}`.toUpperCase(),
        roles: user.roles ?? [],
      }
    : null;
  return {
    status: status ?? (authUser ? 'authenticated' : 'anonymous'),
    user: authUser,
    login: vi.fn<AuthContextValue['login']>(() => Promise.resolve()),
    logout: vi.fn<AuthContextValue['logout']>(() => Promise.resolve()),
    updatePassword: vi.fn<AuthContextValue['updatePassword']>(() => Promise.resolve()),
    completeSignin: vi.fn<AuthContextValue['completeSignin']>(() => Promise.resolve({ returnTo: '/' })),
    preload: vi.fn(),
  };
}

export const ADMIN: FakeUserOptions = {
  roles: ['ADMIN'],
  email: 'admin@showroom.test',
  firstName: 'Ada',
  lastName: 'Admin',
};
export const VENDOR: FakeUserOptions = {
  roles: ['VENDOR'],
  email: 'vendor@showroom.test',
  firstName: 'Victor',
  lastName: 'Vendor',
};

export function TestProviders({
  auth,
  config,
  queryClient,
  children,
}: {
  auth: AuthContextValue;
  config: RuntimeConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ConfigProvider value={config}>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <SnackbarProvider>{children}</SnackbarProvider>
        </AuthContext>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

export interface RenderAppOptions {
  readonly path?: string;
  readonly auth?: FakeAuth;
  readonly config?: Partial<RuntimeConfig>;
  /** Another route table (e.g. a deliberately misconfigured one); defaults to the app's. */
  readonly routes?: RouteObject[];
  /** Render inside React's StrictMode, as main.tsx does (effects run twice in development). */
  readonly strict?: boolean;
}

/** What a test reads of the app's history and how it moves in it, as a memory router's would be read. */
export interface TestRouter {
  readonly history: AppHistory;
  readonly state: { readonly location: AppHistory['location']; readonly historyAction: NavigationType };
  /** Goes to an address, or back (-1) and forward (1) in the history, as a click or Back would. */
  navigate(to: To | number): Promise<void>;
}

/** The whole app at `path`, over a memory history, with a fake user and the network faked by MSW. */
export function renderApp(options: RenderAppOptions = {}): RenderResult & {
  router: TestRouter;
  auth: FakeAuth;
  queryClient: QueryClient;
} {
  const auth = options.auth ?? fakeAuth(null);
  const config = testConfig(options.config);
  configureApiClient({
    backendBaseUrl: config.backendBaseUrl,
    getAccessToken: () => (auth.user ? 'test-access-token' : undefined),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const history = withBlocking(
    UNSAFE_createMemoryHistory({ initialEntries: [options.path ?? '/'], v5Compat: true }),
  );
  const router: TestRouter = {
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: (to) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
      return Promise.resolve();
    },
  };
  const tree = (
    <TestProviders auth={auth} config={config} queryClient={queryClient}>
      <AppRoutes history={history} routes={options.routes ?? createRoutes()} />
    </TestProviders>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, auth, queryClient };
}
