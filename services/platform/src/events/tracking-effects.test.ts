import type { Db } from '../db/database';
import { recordEffect, recordEffects, trackingEffects } from './after-commit-effects';

/** A transaction handle that takes inserts and keeps nothing: only the counting is under test. */
const tx = { insert: () => ({ values: async () => undefined }) } as unknown as Db;

it('tells a write that queued effects from one that queued none, nested work included', async () => {
  expect(await trackingEffects(async () => 'none')).toEqual({ result: 'none', recordedEffects: false });
  expect((await trackingEffects(() => recordEffect(tx, 'people', 'mail', {}))).recordedEffects).toBe(true);
  expect((await trackingEffects(() => recordEffects(tx, 'community', 'notice-mail', []))).recordedEffects).toBe(false);
  // Effects queued by an inner unit of work count for the outer one too.
  const outer = await trackingEffects(async () => {
    const inner = await trackingEffects(() => recordEffects(tx, 'community', 'notice-mail', [{}, {}]));
    return inner.recordedEffects;
  });
  expect(outer).toEqual({ result: true, recordedEffects: true });
  // Work running beside it, in its own unit, does not leak into it.
  const [quiet] = await Promise.all([
    trackingEffects(() => new Promise((r) => setTimeout(r, 20))),
    trackingEffects(() => recordEffect(tx, 'people', 'mail', {})),
  ]);
  expect(quiet.recordedEffects).toBe(false);
});
