// Benchmarks (wrk beside nginx, search latency, bundle sizes, Lighthouse) are issue 7's work.
// Until they exist this says so plainly instead of pretending to measure anything.
console.log('No benchmarks yet: they arrive with the performance issue (see bench/README.md).');
