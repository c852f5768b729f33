import type { RuntimeConfig } from '@showroom/contract';

interface TrackerGlobal {
  track?: (event: string, data?: Record<string, string | number>) => void;
}

/**
 * The optional tracking script of the runtime configuration: added deferred, with the website id and
 * hash exclusion (Umami's attributes), only when tracking is enabled.
 */
export function installTrackingScript(config: RuntimeConfig): void {
  if (!config.trackingEnabled || !config.trackingScript) return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = config.trackingScript;
  script.dataset.websiteId = config.trackingId;
  script.dataset.excludeHash = 'true';
  document.head.append(script);
}

/** Records an event (e.g. 'demo-click' with app id and demo url) when a tracker is present; otherwise nothing. */
export function trackEvent(
  config: RuntimeConfig,
  event: string,
  data: Record<string, string | number>,
): void {
  if (!config.trackingEnabled) return;
  const tracker = (window as unknown as { umami?: TrackerGlobal }).umami;
  tracker?.track?.(event, data);
}
