import { conversation, slugFor } from '@portico/contracts';
import type { RemoteFeature } from '@portico/shell-ui';
import { COMMUNITY_SECTION } from '../features.manifest';
import { chatPage, chatRoute } from './ChatPage';

/** `/chat`: private conversations among residents, management and staff (ADR 0031). */
export const chatFeature: RemoteFeature = {
  key: 'chat',
  routes: [chatRoute],
  pages: [chatPage],
  menu: [
    {
      label: { en: 'Chat', es: 'Chat' },
      path: '/chat',
      permission: slugFor(conversation, 'list'),
      icon: 'message',
      section: COMMUNITY_SECTION,
    },
  ],
};
