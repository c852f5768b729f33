import { ACTIVITY_THROTTLE_MS, INACTIVITY_TIMEOUT_MS } from '@showroom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityTracker, decideOnTokenExpiry } from './activity.ts';

describe('decideOnTokenExpiry', () => {
  const now = 1_000_000_000;

  it('renews when the user was active within the window', () => {
    expect(
      decideOnTokenExpiry({
        now,
        lastActivityAt: now - INACTIVITY_TIMEOUT_MS,
        inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS,
      }),
    ).toBe('renew');
    expect(
      decideOnTokenExpiry({ now, lastActivityAt: now - 1000, inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS }),
    ).toBe('renew');
  });

  it('logs out when the user was idle longer than the window', () => {
    expect(
      decideOnTokenExpiry({
        now,
        lastActivityAt: now - INACTIVITY_TIMEOUT_MS - 1,
        inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS,
      }),
    ).toBe('logout');
  });

  it('always renews when the inactivity logout is off (0)', () => {
    expect(decideOnTokenExpiry({ now, lastActivityAt: 0, inactivityTimeoutMs: 0 })).toBe('renew');
  });
});

describe('activity tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('records mouse, touch, key, click and scroll, throttled at 300 ms', () => {
    const recorded: number[] = [];
    const start = Date.now();
    const tracker = createActivityTracker({ onRecord: (at) => recorded.push(at) });
    const stop = tracker.listen(window);

    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('keydown')); // within 300 ms of the last record: ignored
    vi.advanceTimersByTime(200);
    document.body.dispatchEvent(new Event('scroll')); // scroll does not bubble; the capture listener sees it
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));

    expect(recorded).toEqual([start + 300, start + 600, start + 900, start + 1200]);
    expect(tracker.lastActivityAt()).toBe(start + 1200);

    stop();
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new Event('mousemove'));
    expect(recorded).toHaveLength(4);
  });

  it('turns into a logout after five idle minutes, and not before', () => {
    const tracker = createActivityTracker({});
    const stop = tracker.listen(window);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('keydown'));
    const decide = () =>
      decideOnTokenExpiry({
        now: Date.now(),
        lastActivityAt: tracker.lastActivityAt(),
        inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS,
      });

    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS);
    expect(decide()).toBe('renew');
    vi.advanceTimersByTime(1);
    expect(decide()).toBe('logout');
    window.dispatchEvent(new Event('click'));
    expect(decide()).toBe('renew');
    stop();
  });

  it('starts from a persisted time, so a reload does not count as activity', () => {
    const long = Date.now() - 10 * 60_000;
    const tracker = createActivityTracker({ initialActivityAt: long });
    expect(tracker.lastActivityAt()).toBe(long);
    expect(
      decideOnTokenExpiry({
        now: Date.now(),
        lastActivityAt: tracker.lastActivityAt(),
        inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS,
      }),
    ).toBe('logout');
  });
});
