import { executionAsyncResource } from 'node:async_hooks';

/**
 * Keeps one of `process.nextTick`'s queue entries alive for the life of the process, so that V8 never
 * collects the hidden class ("map") of the object literal nextTick makes for every entry.
 *
 * Why: nextTick builds each entry as `{ [async_id_symbol]: …, [trigger_async_id_symbol]: …,
 * [async_context_frame]: …, callback, args }` (node:internal/process/task_queues). Computed keys are
 * defined one by one through an inline cache that remembers the map it saw; V8 holds that map weakly. At
 * rest no entry is alive, and the memory reducer's collections (the ones V8 runs some seconds after a
 * burst of work ends, marked "(reduce)" by `--trace-gc`) do not retain maps that only caches point to.
 * The next entry gets a new map, and that cache, seeing a second map, turns megamorphic for good: every
 * nextTick then defines its keys in V8's runtime (Runtime_DefineKeyedOwnPropertyInLiteral,
 * TransitionToDataProperty, MigrateToMap), about 1.5 µs more per answer on the bench machine. node:http
 * calls nextTick several times per answer, so a process that had a burst and a rest (a first start on a
 * new database; any quiet hour in production) answered some 13 % fewer requests per second from then on,
 * until a restart. With this entry kept, the map lives as long as the process and the cache stays
 * monomorphic (bench/README.md, "Reading the default shape's ratio").
 *
 * How: inside a nextTick callback, `executionAsyncResource()` is the entry being run. One small object
 * held; nothing runs per request. Should a Node release build entries differently, this keeps one stale
 * object and changes nothing else (test/tick-object-map.test.ts checks the map is nextTick's).
 */
let kept: object | undefined;

process.nextTick(() => {
  kept = executionAsyncResource();
});

/** The kept entry, once the first tick has run (for the test). */
export function keptTickObject(): object | undefined {
  return kept;
}
