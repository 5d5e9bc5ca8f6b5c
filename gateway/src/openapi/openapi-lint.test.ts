import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi } from './openapi';

/**
 * The REST contract reads well in any tool: Redocly's recommended rules (and the few the
 * repository's redocly.yaml adds) find nothing in the generated document, not even a warning.
 */
const root = join(__dirname, '..', '..', '..');

/**
 * The one overlap the API has by design (ADR 0082): a generic import job `…/{module}/imports/{jobId}`
 * and a record's `…/{module}/{id}/<verb>` match the same strings only if a record's id could be
 * `imports`; ids are uuids, so no request is ambiguous, and the URLs are committed (ADR 0062).
 */
const IMPORT_JOB_OVERLAP = /^Paths should resolve unambiguously\. Found two ambiguous paths: `([^`]+)` and `([^`]+)`\.$/;
function importJobOverlap(message: string): boolean {
  const [, a, b] = IMPORT_JOB_OVERLAP.exec(message) ?? [];
  if (!a || !b) return false;
  const job = [a, b].find((p) => /\/imports\/\{jobId\}$/.test(p));
  const record = [a, b].find((p) => p !== job);
  if (!job || !record) return false;
  const recordBase = job.replace(/imports\/\{jobId\}$/, '{id}/');
  return record.startsWith(recordBase) && /^[a-z-]+$/.test(record.slice(recordBase.length));
}

interface Problem {
  rule: string;
  severity: 'error' | 'warn';
  message: string;
  at?: string;
}

/** Redocly's lint with the repository's redocly.yaml (in a child process: the package is ESM only). */
function lint(doc: unknown): Problem[] {
  const out = execFileSync(
    process.execPath,
    [join(__dirname, 'redocly-lint.mjs'), join(root, 'redocly.yaml'), join(root, 'docs', 'api', 'openapi.json')],
    {
      input: JSON.stringify(doc),
      encoding: 'utf8',
    },
  );
  return JSON.parse(out) as Problem[];
}

it('passes Redocly’s recommended rules with no error and no warning', () => {
  const problems = lint(buildOpenApi());
  const left = problems.filter((p) => !(p.rule === 'no-ambiguous-paths' && importJobOverlap(p.message)));
  expect(left).toEqual([]);
}, 60_000);

it('would report an operation without a summary, an undeclared tag and an ambiguous custom path', () => {
  const doc = JSON.parse(readFileSync(join(root, 'docs', 'api', 'openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const [path, ops] = Object.entries(doc.paths).find(([p]) => p.endsWith('/{id}/archive'))!;
  delete ops.post!.summary;
  ops.post!.tags = ['Nobody declared this'];
  doc.paths[path.replace('{id}/archive', 'reports/{year}')] = { get: { ...ops.post, operationId: 'sample.byYear', summary: 'By year' } };
  const left = lint(doc).filter((p) => !(p.rule === 'no-ambiguous-paths' && importJobOverlap(p.message)));
  expect(left).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ rule: 'operation-summary', at: expect.stringContaining('archive') }),
      expect.objectContaining({ rule: 'operation-tag-defined' }),
      expect.objectContaining({ rule: 'no-ambiguous-paths', message: expect.stringContaining('reports/{year}') }),
    ]),
  );
}, 60_000);

it('gives every operation a summary no other operation has', () => {
  // Redocly asks for a summary; a list of operations in a tool reads well only when they differ.
  const doc = buildOpenApi() as { paths: Record<string, Record<string, { summary: string }>> };
  const summaries = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.summary));
  expect(summaries.filter((s, i) => summaries.indexOf(s) !== i)).toEqual([]);
});
