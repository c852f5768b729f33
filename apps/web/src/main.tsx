import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/route-table.tsx';
import { createAppRouter } from './app/router.tsx';
import { configureApiClient } from './lib/api-client-core.ts';
import { createAuthController } from './lib/auth/auth-controller.ts';
import { loadRuntimeConfig } from './lib/config.ts';
import { applyLocale, initialLocale, needLocalePart } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles/global.css';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // Created first, so the route's chunk loads while the configuration does: until it is there, React
  // would render nothing over the first view the server may have put into the page (an app page's);
  // rendering after it keeps that on screen until React replaces it with the same view.
  const router = createAppRouter();
  const routeReady = preloadRoute(router.routes, window.location.pathname).catch(() => undefined);
  // German (chosen before, or the browser's first preference) loads its catalogue meanwhile.
  const localeReady = applyLocale(initialLocale()).catch(() => undefined);
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    // Loaded only when needed: no visitor of a working installation downloads it, nor its texts.
    const [{ ConfigErrorScreen }] = await Promise.all([
      import('./components/config-error-screen.tsx'),
      localeReady.then(() => needLocalePart('configError')).catch(() => undefined),
    ]);
    root.render(<ConfigErrorScreen failure={result} />);
    return;
  }
  const { config } = result;
  const auth = createAuthController(config);
  configureApiClient({ backendBaseUrl: config.backendBaseUrl, getAccessToken: auth.getAccessToken });
  // Only where an operator turned the optional tracker on: the others do not download its few lines.
  if (config.trackingEnabled) {
    void import('./lib/tracking-script.ts').then((m) => m.installTrackingScript(config));
  }
  const services = { config, auth, queryClient: createQueryClient() };
  await Promise.all([routeReady, localeReady]);
  // As a transition, React renders the first page in slices of a few milliseconds between which the
  // browser stays responsive, instead of in one long task (the whole app page: 100 ms and more on a
  // slow phone); what is on screen (an app page's first view, or nothing) stays until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);
