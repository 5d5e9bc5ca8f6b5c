import { DEFAULT_ROLE_GRANTS } from './grants';
import { type Role } from './roles';

describe('default grants', () => {
  // A manager hands out the roles below them; doing so is refused when the role grants more
  // than the manager holds (ADR 0015), so a slug given to staff, residents or vendors by a new
  // entity or action must be the managers' too.
  it.each<Role>(['parent', 'property-manager'])('%s holds every slug of the roles it hands out', (manager) => {
    const held = new Set(DEFAULT_ROLE_GRANTS[manager]);
    const missing = (['staff', 'resident', 'vendor', 'editor'] as Role[]).flatMap((role) =>
      DEFAULT_ROLE_GRANTS[role].filter((slug) => !held.has(slug)).map((slug) => `${role}: ${slug}`),
    );
    expect(missing).toEqual([]);
  });

  it('platform roles hold every slug', () => {
    const all = new Set(Object.values(DEFAULT_ROLE_GRANTS).flat());
    expect(new Set(DEFAULT_ROLE_GRANTS.administrator)).toEqual(all);
  });
});
