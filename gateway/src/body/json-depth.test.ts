import { exceedsJsonDepth } from './json-depth';

const bytes = (text: string) => Buffer.from(text);

describe('JSON depth, scanned before parsing', () => {
  it.each([
    ['flat object', '{"a":1,"b":"x"}', false],
    ['32 levels', `${'['.repeat(32)}${']'.repeat(32)}`, false],
    ['33 levels', `${'['.repeat(33)}${']'.repeat(33)}`, true],
    ['10,000 levels', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, true],
    ['objects and arrays together', `${'{"a":['.repeat(17)}${']}'.repeat(17)}`, true],
    ['brackets inside strings do not count', JSON.stringify({ a: '['.repeat(1000) }), false],
    ['escaped quotes do not end a string', JSON.stringify({ a: `\\"${'['.repeat(100)}` }), false],
    ['siblings do not add up', JSON.stringify(Array.from({ length: 100 }, () => [[[1]]])), false],
  ])('%s → too deep: %s', (_name, text, tooDeep) => {
    expect(exceedsJsonDepth(bytes(text))).toBe(tooDeep);
  });
});
