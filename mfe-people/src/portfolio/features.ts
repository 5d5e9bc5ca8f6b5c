import { parentOrg, parkingStall, pet, property, unit, unitUser, vehicle } from '@portico/contracts/people';
import { combineFeatures, resourceFeature } from '@portico/shell-ui';
import { ORGANIZATION_SECTION, portfolioWidgets } from './portfolio.manifest';
import { posterPage, posterRoute, propertyView, unitView } from './routes';

/**
 * The portfolio structure (issue "Define an entity once… proven on the portfolio structure"):
 * parent orgs, properties (+ import, poster), units (+ import, history), pets, parking stalls,
 * vehicles and unit users, each derived from its EntityDef.
 */
export const portfolioFeature = combineFeatures(
  'portfolio',
  [
    resourceFeature(parentOrg, { menu: { section: ORGANIZATION_SECTION, icon: 'sitemap' } }),
    resourceFeature(property, {
      menu: { section: ORGANIZATION_SECTION, icon: 'building' },
      importable: true,
      view: propertyView,
      extraRoutes: [posterRoute],
      extraPages: [posterPage],
    }),
    resourceFeature(unit, { menu: { section: ORGANIZATION_SECTION, icon: 'home' }, importable: true, view: unitView }),
    resourceFeature(pet, { menu: { section: ORGANIZATION_SECTION, icon: 'paw' }, importable: true }),
    resourceFeature(parkingStall, { menu: { section: ORGANIZATION_SECTION, icon: 'parking' }, importable: true }),
    resourceFeature(vehicle, { importable: true }),
    resourceFeature(unitUser),
  ],
  { widgets: portfolioWidgets },
);
