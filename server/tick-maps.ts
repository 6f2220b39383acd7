import { executionAsyncResource } from "node:async_hooks";

/**
 * Keeps one of Node's `process.nextTick` objects alive for the life of the process, so that the
 * hidden classes ("maps") V8 built for them are never collected (docs/decisions/048-keep-tick-maps.md).
 *
 * Each tick is an object literal with two computed keys (`{ [async_id_symbol]: …,
 * [trigger_async_id_symbol]: …, callback, args }`, node:internal/process/task_queues), defined
 * one property at a time; the inline caches of those four definitions remember the map they saw.
 * The in-between maps are held only by objects that have them: when a full garbage collection
 * finds no tick object alive (between requests at start-up, with a large heap), it frees them,
 * the next tick builds new ones, and the caches turn megamorphic for good. From then on every
 * tick made three calls into V8's runtime, about 37,000 instructions a cached answer (callgrind,
 * docs/benchmarks.md). One tick object kept here holds its map, and through the maps' back
 * pointers every map before it.
 *
 * Imported first by server/main.ts: it must run before the first such collection.
 */
const kept: object[] = [];

process.nextTick(() => {
  // inside a tick's callback, the resource of the current execution is that tick's object
  kept.push(executionAsyncResource());
});
