import type { RemoteFeature } from '@portico/shell-ui';
import { LabelTranslationPage } from './LabelTranslation';
import { labelTranslationMenu, labelTranslationPage } from './label-translation.manifest';

/** Label translation: every label of the console, English and Spanish, and their overrides. */
export const labelTranslationFeature: RemoteFeature = {
  key: 'label-translation',
  routes: [{ path: labelTranslationPage.path, render: () => <LabelTranslationPage /> }],
  pages: [labelTranslationPage],
  menu: labelTranslationMenu,
};
