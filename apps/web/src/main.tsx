import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { ConfigErrorScreen } from './components/config-error-screen.tsx';
import { configureApiClient } from './lib/api-client-core.ts';
import { createAuthController } from './lib/auth/auth-controller.ts';
import { loadRuntimeConfig } from './lib/config.ts';
import { createQueryClient } from './lib/query-client.ts';
import { installTrackingScript } from './lib/tracking.ts';
import './styles/global.css';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    root.render(<ConfigErrorScreen failure={result} />);
    return;
  }
  const { config } = result;
  const auth = createAuthController(config);
  configureApiClient({ backendBaseUrl: config.backendBaseUrl, getAccessToken: auth.getAccessToken });
  installTrackingScript(config);
  const services = { config, auth, queryClient: createQueryClient() };
  root.render(
    <StrictMode>
      <App services={services} router={createAppRouter()} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
