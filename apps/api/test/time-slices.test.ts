/**
 * lib/time-slices.ts: long work gives the event loop back once its budget is spent (other requests'
 * callbacks run in between), and the result is what one go would give.
 */
import { describe, expect, it } from 'vitest';
import { mapInSlices, TimeSlicer } from '../src/lib/time-slices.ts';

/** A clock the work moves: each item takes `step` ms of it. */
function clock() {
  let ms = 0;
  return { now: () => ms, spend: (step: number) => (ms += step) };
}

describe('mapInSlices', () => {
  it('maps in order, as items.map does', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    expect(await mapInSlices(items, (n) => n * 2, new TimeSlicer(0))).toEqual(items.map((n) => n * 2));
    expect(await mapInSlices([], (n: number) => n, new TimeSlicer())).toEqual([]);
  });

  it('lets a waiting callback run between slices once the budget is spent, not before', async () => {
    const done: string[] = [];
    const ran = (name: string) => () => done.push(name);
    // 40 items of 1 ms with a budget of 8 ms: 5 slices, the waiting callback after the first.
    const time = clock();
    setImmediate(ran('waiting'));
    const items = Array.from({ length: 40 }, (_, i) => i);
    const out = await mapInSlices(
      items,
      (n) => {
        time.spend(1);
        done.push(`item ${n}`);
        return n;
      },
      new TimeSlicer(8, time.now),
    );
    expect(out).toEqual(items);
    expect(done.indexOf('waiting')).toBe(8);
    expect(done.filter((d) => d !== 'waiting')).toEqual(items.map((n) => `item ${n}`));
  });

  it('with a large budget, does the work in one go', async () => {
    const done: string[] = [];
    const time = clock();
    setImmediate(() => done.push('waiting'));
    await mapInSlices(
      [1, 2, 3],
      (n) => {
        time.spend(1000);
        return done.push(`item ${n}`);
      },
      new TimeSlicer(60_000, time.now),
    );
    expect(done).toEqual(['item 1', 'item 2', 'item 3']);
  });
});
