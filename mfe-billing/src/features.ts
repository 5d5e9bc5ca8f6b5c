import { billingType } from '@portico/contracts';
import { type RemoteFeature, resourceFeature } from '@portico/shell-ui';
import { BILLING_SECTION, billingWidgets } from './features.manifest';
import { opsFeatures } from './features.ops';

/** The billing remote's features (the build emits remote.json from them). */
export const features: RemoteFeature[] = [
  resourceFeature(billingType, {
    menu: { section: BILLING_SECTION, icon: 'receipt', label: { en: 'Billing Types', es: 'Tipos de facturación' } },
    widgets: billingWidgets,
  }),
  ...opsFeatures,
];
