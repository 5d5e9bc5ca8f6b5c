import { ENTITIES, actionSlug, joinRequestApprove } from '@portico/contracts';
import { catalogueEntities, requestableActionsOfModule } from './catalogue';

// The people remote's permission matrix reads every domain's modules and actions through the host's kit (ADR 0074).
describe('the host catalogue', () => {
  it('lists every domain’s entities (as built, while no remote brought its own)', () => {
    expect(catalogueEntities()).toBe(ENTITIES);
    expect(new Set(catalogueEntities().map((e) => e.domain))).toEqual(new Set(['people', 'community', 'maintenance', 'billing']));
  });

  it('gives a module’s requestable actions, and none for a module it does not know', () => {
    expect(requestableActionsOfModule('join-requests').map(actionSlug)).toContain(actionSlug(joinRequestApprove));
    expect(requestableActionsOfModule('meter-readings')).toEqual([]);
  });
});
