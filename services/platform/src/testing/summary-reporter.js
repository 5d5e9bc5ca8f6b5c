// Prints the plain closing line CI reads ("tests: N passed, N failed"), after jest's own summary,
// and the slowest suites above it: the CI log keeps only its tail, and the run has a time budget.
const SLOWEST = 20;

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const root = process.cwd() + '/';
    const slowest = results.testResults
      .map((r) => ({
        seconds: (r.perfStats.end - r.perfStats.start) / 1000,
        name: `${r.displayName?.name ?? ''} ${r.testFilePath.replace(root, '')}`.trim(),
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST);
    const lines = slowest.map((s) => `  ${s.seconds.toFixed(0).padStart(5)} s  ${s.name}`);
    process.stdout.write(`\nslowest suites:\n${lines.join('\n')}\n`);
    const skipped = results.numPendingTests + results.numTodoTests;
    const tail = skipped ? `, ${skipped} skipped` : '';
    process.stdout.write(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests + results.numRuntimeErrorTestSuites} failed${tail}\n`);
  }
}
module.exports = SummaryReporter;
