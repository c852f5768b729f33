/**
 * After token expiry the token is refreshed when the user was active within the inactivity window,
 * otherwise the user is logged out. Activity is mouse move, touch, key, click and scroll, throttled at
 * 300 ms. Pure pieces, so the rule is testable with fake timers.
 */
import { ACTIVITY_EVENTS, ACTIVITY_THROTTLE_MS } from '@showroom/contract';

/**
 * Last activity, kept per tab so a reload does not count as "active just now". Here, with the rule
 * (oidc-session.ts' chunk), not in settings.ts: the first chunk needs none of it.
 */
export const LAST_ACTIVITY_KEY = 'showroom.lastActivityAt';

export function readLastActivity(): number | undefined {
  try {
    const value = Number(window.sessionStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeLastActivity(at: number): void {
  try {
    window.sessionStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // storage disabled: the in-memory value still works for this page
  }
}

export type ExpiryDecision = 'renew' | 'logout';

/** The decision when the access token is expiring or has expired. A window of 0 turns the logout off. */
export function decideOnTokenExpiry(input: {
  readonly now: number;
  readonly lastActivityAt: number;
  readonly inactivityTimeoutMs: number;
}): ExpiryDecision {
  if (input.inactivityTimeoutMs <= 0) return 'renew';
  return input.now - input.lastActivityAt <= input.inactivityTimeoutMs ? 'renew' : 'logout';
}

export interface ActivityTracker {
  /** Epoch ms of the last recorded activity. */
  lastActivityAt(): number;
  /** Records activity now, unless the last record is less than the throttle interval ago. */
  record(): void;
  /** Listens for the activity events on `target` (capture phase, passive); returns the stop function. */
  listen(target: EventTarget): () => void;
}

export function createActivityTracker(options: {
  readonly initialActivityAt?: number | undefined;
  readonly throttleMs?: number;
  readonly now?: () => number;
  /** Called whenever a new activity time is recorded (persisted so a reload keeps it). */
  readonly onRecord?: (at: number) => void;
}): ActivityTracker {
  const now = options.now ?? Date.now;
  const throttleMs = options.throttleMs ?? ACTIVITY_THROTTLE_MS;
  let last = options.initialActivityAt ?? now();

  const record = (): void => {
    const at = now();
    if (at - last < throttleMs) return;
    last = at;
    options.onRecord?.(at);
  };

  return {
    lastActivityAt: () => last,
    record,
    listen(target) {
      const opts: AddEventListenerOptions = { capture: true, passive: true };
      for (const type of ACTIVITY_EVENTS) target.addEventListener(type, record, opts);
      return () => {
        for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, record, opts);
      };
    },
  };
}
