import { buildAsyncApi } from '../asyncapi';
import { buildOpenApi } from '../openapi';
import { asyncApiBreakingChanges, describeBreaks, openApiBreakingChanges } from './breaking-changes';
import { committedContract, contractBase } from './base-contracts';

/**
 * The contract check (ADR 0062): what the code serves now must not break what the base commit's
 * contracts promised another domain or client. Additions pass; regenerate the documents with
 * `npm run openapi`. The base is where this branch left main (or CONTRACT_BASE).
 */
const base = contractBase();

it('breaks no REST operation committed at the base', () => {
  const before = committedContract(base, 'openapi.json');
  const breaks = before ? openApiBreakingChanges(before, buildOpenApi()) : [];
  expect(describeBreaks(breaks)).toBe('');
});

it('breaks no event committed at the base', () => {
  const before = committedContract(base, 'asyncapi.json');
  const breaks = before ? asyncApiBreakingChanges(before, buildAsyncApi()) : [];
  expect(describeBreaks(breaks)).toBe('');
});
