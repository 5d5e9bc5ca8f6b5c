import { DEFAULT_ROLE_GRANTS, ENTITIES, bulletin, bulletinType, billingSettings, maintenanceCategory, slugFor } from '@portico/contracts';
import { menuPermissionOf } from './feature';

const menuOf = (role: keyof typeof DEFAULT_ROLE_GRANTS) => new Set(DEFAULT_ROLE_GRANTS[role]);

describe('menus fit the role', () => {
  it('configuration shows in the menu of those who may change it, not of those who only read it', () => {
    for (const def of [bulletinType, maintenanceCategory, billingSettings]) {
      expect(def.configuration).toBe(true);
      expect(menuOf('resident').has(menuPermissionOf(def))).toBe(false);
      expect(menuOf('vendor').has(menuPermissionOf(def))).toBe(false);
      expect(menuOf('property-manager').has(menuPermissionOf(def))).toBe(true);
    }
  });

  it('a record people work with shows to whoever may list it', () => {
    expect(menuPermissionOf(bulletin)).toBe(slugFor(bulletin, 'list'));
    expect(menuOf('resident').has(menuPermissionOf(bulletin))).toBe(true);
  });

  it('every configuration entity can be changed by someone, so its menu entry reaches a role', () => {
    for (const def of ENTITIES.filter((e) => e.configuration)) {
      const permission = menuPermissionOf(def);
      expect(Object.values(DEFAULT_ROLE_GRANTS).some((slugs) => slugs.includes(permission))).toBe(true);
    }
  });
});
