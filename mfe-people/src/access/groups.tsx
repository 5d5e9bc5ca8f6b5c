import { useTranslation } from 'react-i18next';
import { group } from '@portico/contracts/people';
import { ResourceList } from '@portico/shell-ui';
import './text';

export type GroupKind = 'user' | 'unit' | 'notification';

const TITLE_KEY: Record<GroupKind, string> = {
  user: 'access.userGroups',
  unit: 'access.unitGroups',
  notification: 'access.notificationGroups',
};

/** `/user-groups/list`, `/unit-groups/list`, `/notification-groups/list`: the group list narrowed to one type. */
export function GroupTypeList({ kind }: { kind: GroupKind }) {
  const { t } = useTranslation('people');
  return <ResourceList def={group} fixedFilters={{ groupType: kind }} title={t(TITLE_KEY[kind])} />;
}
