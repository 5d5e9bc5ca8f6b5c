import { backoffDelay } from './backoff';

it('doubles from the initial delay after each failure, up to the cap', () => {
  const delays = [0, 1, 2, 3, 4, 5, 6, 12].map((n) => backoffDelay(n, { initialMs: 1000, maxMs: 30_000 }));
  expect(delays).toEqual([1000, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
});
