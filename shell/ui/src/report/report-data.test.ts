import { reportQuery, stateSlices } from './report-data';

describe('report data', () => {
  it('keeps only the filters the person chose', () => {
    expect(reportQuery({ propertyId: 'p1', from: '', to: '2026-05-01', amenityId: null, q: undefined })).toEqual({
      propertyId: 'p1',
      to: '2026-05-01',
    });
  });

  it('labels and colours each state slice, and names the counts without a state', () => {
    const states = [
      { value: 'open', label: { en: 'Open', es: 'Abierta' } },
      { value: 'done', label: { en: 'Done', es: 'Hecha' } },
    ];
    const none = { en: 'None', es: 'Ninguno' };
    expect(
      stateSlices(
        [
          { key: 'open', count: 3 },
          { key: 'odd', count: 1 },
          { key: null, count: 2 },
        ],
        states,
        { open: 'blue' },
        none,
      ),
    ).toEqual([
      { name: 'open', label: states[0]!.label, value: 3, color: 'blue' },
      { name: 'odd', label: none, value: 1, color: undefined },
      { name: 'none', label: none, value: 2, color: undefined },
    ]);
    expect(stateSlices(undefined, states, {}, 'none')).toEqual([]);
  });
});
