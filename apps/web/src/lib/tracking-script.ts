import type { RuntimeConfig } from '@showroom/contract';

/**
 * The optional tracking script of the runtime configuration: added deferred, with the website id and
 * hash exclusion (Umami's attributes), only when tracking is enabled.
 */
export function installTrackingScript(config: RuntimeConfig): void {
  if (!config.trackingScript) return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = config.trackingScript;
  script.dataset.websiteId = config.trackingId;
  script.dataset.excludeHash = 'true';
  document.head.append(script);
}
