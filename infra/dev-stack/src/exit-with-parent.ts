/**
 * Preloaded (`node --require`) into every program the launcher starts. The launcher holds the
 * write end of this process's stdin; when the launcher ends — even by SIGKILL, when it can
 * clean nothing up — the pipe closes and this process shuts itself down, so nothing is left
 * running as an orphan. SIGTERM first, so the program's own shutdown hooks run.
 */
const GRACE_MS = 10_000;

function shutDown(): void {
  setTimeout(() => process.exit(1), GRACE_MS).unref();
  process.kill(process.pid, 'SIGTERM');
}

process.stdin.on('end', shutDown);
process.stdin.on('error', shutDown);
process.stdin.resume();
