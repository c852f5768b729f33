import { recordAppEventRoute, type AppEventKind, type RuntimeConfig } from '@showroom/contract';
import { apiBeacon } from './api-client-core.ts';

interface TrackerGlobal {
  track?: (event: string, data?: Record<string, string | number>) => void;
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

/**
 * Counts a view of an app's page or a click on its Demo (issue 18, always on, apart from the optional
 * tracker above): a beacon, sent even as the page goes, with no answer to wait for and no cookie. The
 * server decides what counts (published apps, once per visitor and day, no bots).
 */
export const countAppEvent = (appId: number, kind: AppEventKind): void =>
  apiBeacon(recordAppEventRoute, { params: { id: appId }, body: { kind } });
