import type { RemoteFeature } from '@portico/shell-ui';
import { portfolioFeature } from './portfolio';
import { accessFeature } from './access';
import { onboardingFeature } from './onboarding';

/** The people remote's features: screens, menu, pages and widgets (the build emits remote.json from them). */
export const features: RemoteFeature[] = [portfolioFeature, accessFeature, onboardingFeature];
