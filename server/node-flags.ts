// Decision 0078. The flags every process that opens PGlite is started with. V8 reads them only
// from the node command line (v8.setFlagsFromString after start-up changes nothing, and
// NODE_OPTIONS refuses --liftoff-only), so each launcher names them: the npm scripts, the
// Dockerfile, docs/deploy.md, the browser tests and the benchmarks; tests/node-flags.test.ts
// checks that they all do.
//   --liftoff-only: on Node 24 (V8 13.6) optimising PGlite's SQL parser (`raw_parser`, one
//     105 kB WebAssembly function) takes ~600 MB of compiler memory for seconds, a 1 GB peak
//     at every start; Node 22 took 25 MB for the same function. Liftoff's code is kept.
//   --max-semi-space-size=4: V8 sizes the young generation from the machine's memory (up to
//     32 MB per semi-space here), which a small server never needs and keeps resident.
export const SERVER_NODE_FLAGS = ["--liftoff-only", "--max-semi-space-size=4"] as const;

/** The flags this process was started without. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
