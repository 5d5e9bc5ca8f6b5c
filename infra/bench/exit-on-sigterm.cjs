// Preloaded with --cpu-prof (BENCH_CPU_PROF): V8 writes the profile only on a normal exit, and
// a process stopped by SIGTERM would otherwise die of the signal before it does.
process.once('SIGTERM', () => process.exit(0));
