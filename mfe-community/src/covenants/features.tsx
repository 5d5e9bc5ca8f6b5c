import { covenantComment, covenantEnforcement, covenantType } from '@portico/contracts/community';
import { type RemoteFeature, combineFeatures, resourceFeature } from '@portico/shell-ui';
import { COMMUNITY_SECTION } from '../features.manifest';
import { CovenantComments } from './CovenantComments';

/** Covenant enforcement (with its comments) and the covenant types behind it. */
export const covenantFeatures: RemoteFeature[] = [
  combineFeatures(
    'covenants',
    [
      resourceFeature(covenantEnforcement, {
        menu: { section: COMMUNITY_SECTION, icon: 'alert', label: { en: 'Covenants', es: 'Normas de convivencia' } },
        view: { sections: (record) => <CovenantComments record={record} /> },
      }),
      resourceFeature(covenantType, { menu: { section: COMMUNITY_SECTION, icon: 'file' } }),
      resourceFeature(covenantComment),
    ],
    {
      // A unit's view lists its covenant enforcements (DESIGN.md section 5).
      sections: [
        {
          id: 'unit-covenants',
          entity: 'unit',
          label: { en: 'Covenant Enforcements', es: 'Aplicación de normas' },
          permission: 'covenants-list',
          related: {
            entity: 'covenantEnforcement',
            field: 'unitId',
            columns: ['articleNumber', 'covenantTypeId', 'state', 'remedyDeadline', 'fineAmount'],
            limit: 10,
          },
          order: 20,
        },
      ],
    },
  ),
];
