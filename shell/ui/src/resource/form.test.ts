import { changedValues, withoutBlanks } from './form';

describe('form payloads', () => {
  it('sends only what changed on update, comparing lists by content', () => {
    const initial = { name: 'Harbor', buildings: 3, tags: ['a', 'b'], note: '' };
    expect(changedValues(initial, { ...initial, tags: ['a', 'b'] })).toEqual({});
    expect(changedValues(initial, { ...initial, note: null, buildings: '3' as unknown as number })).toEqual({});
    expect(changedValues(initial, { ...initial, name: '', tags: [] })).toEqual({ name: '', tags: [] });
  });

  it('leaves blanks and empty lists out of a create', () => {
    expect(withoutBlanks({ name: 'x', code: '', unit: null, tags: [], on: false })).toEqual({ name: 'x', on: false });
  });
});
