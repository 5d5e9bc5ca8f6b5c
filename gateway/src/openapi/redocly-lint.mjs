// Redocly's lint of an OpenAPI document read from stdin, with the repository's redocly.yaml; prints the
// problems as JSON. A process of its own because @redocly/openapi-core is ESM only and jest loads CommonJS.
import { readFileSync } from 'node:fs';
import { lintFromString, loadConfig } from '@redocly/openapi-core';

const [configPath, absoluteRef] = process.argv.slice(2);
const config = await loadConfig({ configPath });
const problems = await lintFromString({ source: readFileSync(0, 'utf8'), absoluteRef, config });
process.stdout.write(
  JSON.stringify(problems.map((p) => ({ rule: p.ruleId, severity: p.severity, message: p.message, at: p.location[0]?.pointer }))),
);
