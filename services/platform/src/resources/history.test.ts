import { diffSnapshots } from './history';

describe('diffSnapshots', () => {
  it('lists the fields that moved, in the entity’s order, skipping bookkeeping', () => {
    const before = { id: 'a', version: 1, updatedAt: 't1', notes: 'Cold', title: 'Heater', tags: ['x'] };
    const after = { id: 'a', version: 2, updatedAt: 't2', notes: 'Very cold', title: 'Heater broken', tags: ['x'] };
    expect(diffSnapshots(before, after, ['title', 'notes', 'tags'])).toEqual([
      { field: 'title', from: 'Heater', to: 'Heater broken' },
      { field: 'notes', from: 'Cold', to: 'Very cold' },
    ]);
  });

  it('treats a field that appears or disappears as a change from or to null, and the first snapshot as no change', () => {
    expect(diffSnapshots({ id: 'a' }, { id: 'a', floor: 3 })).toEqual([{ field: 'floor', from: null, to: 3 }]);
    expect(diffSnapshots({ id: 'a', floor: 3 }, { id: 'a' })).toEqual([{ field: 'floor', from: 3, to: null }]);
    expect(diffSnapshots(undefined, { id: 'a', floor: 3 })).toEqual([]);
  });
});
