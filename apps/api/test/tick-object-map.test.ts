import { executionAsyncResource } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { expect, it } from 'vitest';
import { keptTickObject } from '../src/lib/tick-object-map.ts';

// %HaveSameMap compares V8's hidden classes: the kept entry only helps if it has the map nextTick makes.
setFlagsFromString('--allow-natives-syntax');
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- V8 natives syntax only parses at run time
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

const tickEntry = (): Promise<object> =>
  new Promise((resolve) => process.nextTick(() => resolve(executionAsyncResource())));

it("keeps one entry of process.nextTick's queue, with the map nextTick gives every entry", async () => {
  const fresh = await tickEntry();
  const kept = keptTickObject();
  expect(kept).toBeDefined();
  expect(kept).not.toBe(fresh);
  expect(haveSameMap(kept as object, fresh)).toBe(true);
  // Entries made with arguments share it too (args is then an array, not undefined).
  const withArgs = await new Promise<object>((resolve) =>
    process.nextTick((value: number) => value === 1 && resolve(executionAsyncResource()), 1),
  );
  expect(haveSameMap(kept as object, withArgs)).toBe(true);
  // An object with the same named keys but not built by nextTick has another map.
  expect(haveSameMap(kept as object, { callback: () => {}, args: undefined })).toBe(false);
});
