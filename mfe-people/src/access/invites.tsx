import { useState } from 'react';
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { slugFor } from '@portico/contracts/kit';
import { invite } from '@portico/contracts/people';
import { labelText, navigate, toast, useCan, useLanguage } from '@portico/shell-sdk';
import { Icon, type ResourceFormSection, type ResourceRecord, ResourceForm, ResourceView, useLifecycleAction } from '@portico/shell-ui';
import { accessLabel } from './text';

const INVITE_SECTIONS: ResourceFormSection[] = [
  { key: 'invitee', title: accessLabel('sectionInvite'), fields: ['email', 'firstName', 'lastName', 'message'] },
  { key: 'scope', title: accessLabel('sectionScope'), fields: ['userTypeId', 'parentOrgId', 'propertyIds', 'unitIds'] },
];

/** `/invites/new` and `/invites/edit/:id`; creating sends the invitation. */
export function InviteForm({ mode, id }: { mode: 'create' | 'edit'; id?: string }) {
  const { t } = useTranslation('people');
  return (
    <ResourceForm
      key={`invites:${mode}:${id ?? ''}`}
      def={invite}
      mode={mode}
      id={id}
      sections={INVITE_SECTIONS}
      onSaved={
        mode === 'create'
          ? (saved) => {
              toast.success(t('access.invitationSent', { email: String(saved?.email ?? '') }));
              navigate(saved?.id ? `/invites/view/${encodeURIComponent(saved.id)}` : '/invites/list');
            }
          : undefined
      }
    />
  );
}

const STATE_COLOR: Record<string, string> = { pending: 'warning', accepted: 'success' };

export function InviteStateBadge({ record }: { record: ResourceRecord }) {
  const language = useLanguage();
  const { t } = useTranslation('ui');
  const revoked = record.status === 'archived';
  const state = String(record.inviteStatus ?? 'pending');
  const option = invite.fields.inviteStatus.options?.find((o) => o.value === state);
  return (
    <Badge
      color={revoked && state === 'pending' ? 'gray' : (STATE_COLOR[state] ?? 'gray')}
      variant="light"
      radius="sm"
      tt="none"
      data-testid="invite-state"
      data-state={state}
    >
      {option ? labelText(option.label, language) : state}
      {revoked && state === 'pending' ? ` · ${t('badgeArchived')}` : ''}
    </Badge>
  );
}

/** `/invites/view/:userId`: state badge and revoke (archive, with confirmation). */
export function InviteView({ id }: { id: string }) {
  return <ResourceView key={`invites:view:${id}`} def={invite} id={id} actions={(record) => <InviteActions record={record} />} />;
}

function InviteActions({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation('people');
  const can = useCan();
  const lifecycle = useLifecycleAction(invite);
  const [confirming, setConfirming] = useState(false);
  const revocable = record.inviteStatus === 'pending' && record.status === 'active' && can(slugFor(invite, 'update'));
  return (
    <>
      <InviteStateBadge record={record} />
      {revocable ? (
        <Button
          size="xs"
          variant="light"
          color="danger"
          leftSection={<Icon name="x" size={14} />}
          onClick={() => setConfirming(true)}
          data-testid="invite-revoke"
        >
          {t('access.revoke')}
        </Button>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={<Text fw={600}>{t('access.revokeTitle')}</Text>}
        centered
        data-testid="revoke-modal"
      >
        <Text size="sm" c="dimmed">
          {t('access.revokeText', { email: String(record.email ?? '') })}
        </Text>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={lifecycle.isPending} data-testid="confirm-cancel">
            {t('common:cancel')}
          </Button>
          <Button
            color="danger"
            loading={lifecycle.isPending}
            onClick={() => lifecycle.mutate({ action: 'archive', record }, { onSettled: () => setConfirming(false) })}
            data-testid="confirm-action"
            data-action="revoke"
          >
            {t('access.revoke')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
