import { itemsWithinBudget } from './page-budget';

describe('itemsWithinBudget', () => {
  it('keeps everything that fits', () => {
    expect(itemsWithinBudget([{ a: 1 }, { a: 2 }], 1000)).toBe(2);
  });

  it('measures the escaped JSON, not the string length', () => {
    const quoted = { t: '"'.repeat(40) }; // 40 characters, 80+ bytes as JSON
    expect(itemsWithinBudget([quoted, quoted, quoted], 200)).toBe(2);
  });

  it('keeps at least one item so a list always moves on', () => {
    expect(itemsWithinBudget([{ t: 'x'.repeat(500) }], 10)).toBe(1);
  });

  it('answers zero for an empty page', () => {
    expect(itemsWithinBudget([], 10)).toBe(0);
  });
});
