import type { RuntimeConfig } from '@showroom/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar/index.ts';
import type { AuthController } from '../lib/auth/auth-controller.ts';
import { OidcAuthProvider } from '../lib/auth/oidc-auth-provider.tsx';
import { ConfigProvider } from '../lib/config.ts';

export interface AppServices {
  readonly config: RuntimeConfig;
  readonly auth: AuthController;
  readonly queryClient: QueryClient;
}

export function Providers({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ConfigProvider value={services.config}>
      <QueryClientProvider client={services.queryClient}>
        <OidcAuthProvider controller={services.auth}>
          <SnackbarProvider>{children}</SnackbarProvider>
        </OidcAuthProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
