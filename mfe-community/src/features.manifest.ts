import type { MenuSection } from '@portico/shell-sdk';

/** Manifest data of the community remote that no EntityDef carries. */
export const COMMUNITY_SECTION: MenuSection = { key: 'community', label: { en: 'Community', es: 'Comunidad' }, order: 20 };
