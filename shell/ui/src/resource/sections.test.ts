import type { ContributedSection } from '@portico/shell-sdk';
import { visibleSections } from './sections';

const label = { en: 'X', es: 'X' };
const sections: ContributedSection[] = [
  { id: 'pets', remote: 'people', entity: 'unit', label, related: { entity: 'pet', field: 'unitId' }, permission: 'pets-list' },
  { id: 'orders', remote: 'maintenance', entity: 'unit', label, related: { entity: 'workOrderNotYetInCatalogue', field: 'unitId' } },
  { id: 'custom', remote: 'maintenance', entity: 'unit', label, exposes: './UnitWorkOrders', permission: 'maintenance-type-list' },
];

describe('contributed view sections', () => {
  it('shows a section only to users holding its permission and able to list its entity', () => {
    expect(visibleSections(sections, () => true).map((s) => s.id)).toEqual(['pets', 'custom']);
    expect(visibleSections(sections, (slug) => slug !== 'pets-list').map((s) => s.id)).toEqual(['custom']);
    expect(visibleSections(sections, (slug) => slug === 'pets-list').map((s) => s.id)).toEqual(['pets']);
    expect(visibleSections(sections, () => false)).toEqual([]);
  });
});
