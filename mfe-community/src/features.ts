import type { RemoteFeature } from '@portico/shell-ui';
import { bulletinFeatures } from './bulletins/features';
import { suggestionFeatures } from './suggestions/features';
import { lostFoundFeatures } from './lost-found/features';
import { covenantFeatures } from './covenants/features';
import { reservationFeatures } from './reservations/features';
import { notificationFeatures } from './notifications/features';
import { parcelFeatures } from './parcels/features';
import { chatFeature } from './chat/features';
import { filesFeatures } from './files/features';

/** The community remote's features (the build emits remote.json from them). */
export const features: RemoteFeature[] = [
  ...bulletinFeatures,
  ...suggestionFeatures,
  ...lostFoundFeatures,
  ...covenantFeatures,
  ...reservationFeatures,
  ...notificationFeatures,
  ...parcelFeatures,
  chatFeature,
  ...filesFeatures,
];
