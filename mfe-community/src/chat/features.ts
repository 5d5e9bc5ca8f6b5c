import { slugFor } from '@portico/contracts/kit';
import { conversation } from '@portico/contracts/community';
import type { RemoteFeature } from '@portico/shell-ui';
import { COMMUNITY_SECTION } from '../features.manifest';
import { chatPage, chatRoute, conversationViewPage, conversationViewRoute } from './ChatPage';

/** `/chat`: private conversations among residents, management and staff (ADR 0031). */
export const chatFeature: RemoteFeature = {
  key: 'chat',
  routes: [chatRoute, conversationViewRoute],
  pages: [chatPage, conversationViewPage],
  widgets: [
    {
      id: 'recent-conversations',
      kind: 'recent',
      label: { en: 'Conversations', es: 'Conversaciones' },
      module: conversation.module,
      permission: slugFor(conversation, 'list'),
      path: '/chat',
      icon: 'message',
      field: 'subject',
      limit: 5,
    },
  ],
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
