import v8 from 'node:v8';

// The web process makes a page or an answer on every cache miss, and most of what a render makes
// is garbage by the time it is sent. V8 by default lets the old generation grow to about four
// times what survived its last full collection before collecting again: under a stream of misses
// that was 300 MB of garbage on 80 MB live. Growing by half instead keeps the process within its
// memory bound (docs/performance.md "Visitors' traffic") for a few percent of throughput. Set
// before the first request, as V8 reads it at every collection.
const HEAP_GROWING_PERCENT = 50;
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
