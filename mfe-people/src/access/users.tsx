import { useState } from 'react';
import { Alert, Button, Card, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLATFORM_ROLES } from '@portico/contracts/kit';
import { PROFILE_FIELDS, user } from '@portico/contracts/people';
import { HOME_PATH, navigate, startViewAs, toast, useCan, usePrincipal } from '@portico/shell-sdk';
import { Icon, type ResourceFormSection, type ResourceRecord, ResourceForm } from '@portico/shell-ui';
import { accessLabel } from './text';

export const USER_SECTIONS: ResourceFormSection[] = [
  {
    key: 'personal',
    title: accessLabel('sectionPersonal'),
    fields: ['salutation', 'firstName', 'lastName', 'suffix', 'dateOfBirth', 'gender'],
  },
  { key: 'contact', title: accessLabel('sectionContact'), fields: ['email', 'phone', 'secondaryPhone', 'company', 'mailingAddress'] },
  {
    key: 'emergency',
    title: accessLabel('sectionEmergency'),
    fields: ['emergencyContactName', 'emergencyContactNumber', 'emergencyContactRelation'],
  },
  {
    key: 'role',
    title: accessLabel('sectionRole'),
    fields: [
      'userTypeId',
      'parentOrgId',
      'propertyIds',
      'unitIds',
      'vendorId',
      'approvesMaintenance',
      'approvesReservations',
      'approvesJoinRequests',
    ],
  },
];

/** `/users/new` and `/users/edit/:id`, grouped into sections. */
export function UserForm({ mode, id }: { mode: 'create' | 'edit'; id?: string }) {
  return <ResourceForm key={`users:${mode}:${id ?? ''}`} def={user} mode={mode} id={id} sections={USER_SECTIONS} />;
}

const PROFILE_KEY = ['people', 'me', 'profile'] as const;

/**
 * `/user-profile/edit/:id`: the signed-in user's own profile through `/me/profile`; another
 * user's through `/users/:id` when the viewer may update users.
 */
export function UserProfileForm({ id }: { id: string }) {
  const { t } = useTranslation('people');
  const { t: tu } = useTranslation('ui');
  const principal = usePrincipal();
  const can = useCan();
  const own = !id || id === 'me' || id === principal?.userId;
  if (!own && can('users-update')) return <UserForm mode="edit" id={id} />;
  if (!own) {
    return (
      <Card>
        <Alert
          color="danger"
          variant="light"
          title={tu('forbidden')}
          icon={<Icon name="lock" />}
          data-testid="record-error"
          data-status={403}
        />
      </Card>
    );
  }
  return (
    <ResourceForm
      key="profile"
      def={user}
      mode="edit"
      endpoint={{ read: '/me/profile', write: '/me/profile', queryKey: PROFILE_KEY }}
      only={PROFILE_FIELDS}
      sections={USER_SECTIONS}
      cancelHref="/dashboard/analytics"
      meta={() => ({ title: t('access.profileTitle'), crumbs: [{ title: t('access.myProfile'), active: true }] })}
      onSaved={(saved) => toast.success(t('access.profileSaved'), String(saved?.email ?? ''))}
    />
  );
}

/** 'View as' on a user's record: platform administrators only, never on themselves. */
export function ViewAsButton({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation('people');
  const principal = usePrincipal();
  const [busy, setBusy] = useState(false);
  const platform = !!principal?.roles.some((r) => (PLATFORM_ROLES as readonly string[]).includes(r));
  if (!platform || principal?.viewedBy || record.id === principal?.userId || record.status !== 'active') return null;
  const name = [record.firstName, record.lastName].filter((v) => typeof v === 'string' && v).join(' ') || String(record.email ?? record.id);
  return (
    <Tooltip label={t('access.viewAsHint', { name })} withArrow>
      <Button
        size="xs"
        variant="light"
        color="portico"
        leftSection={<Icon name="eye" size={14} />}
        loading={busy}
        onClick={() => {
          setBusy(true);
          startViewAs({ id: record.id, name })
            .then(() => navigate(HOME_PATH))
            .catch((error: unknown) => toast.error(t('access.viewAs'), error instanceof Error ? error.message : String(error)))
            .finally(() => setBusy(false));
        }}
        data-testid="view-as"
      >
        {t('access.viewAs')}
      </Button>
    </Tooltip>
  );
}
