import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actionPath, actionSlug } from '@portico/contracts/kit';
import { joinRequest, joinRequestApprove, joinRequestReject } from '@portico/contracts/people';
import { type ApiError, api, labelText, toast, useCan, useLanguage } from '@portico/shell-sdk';
import { Icon, type ResourceRecord, ResourceView, resourceKeys } from '@portico/shell-ui';
import './text';

type Decision = { decision: 'accept' } | { decision: 'decline'; reason: string };

const STATE_COLOR: Record<string, string> = { pending: 'warning', accepted: 'success', declined: 'danger' };

/** `/join-requests/view/:userId`: the request and, while pending, Accept and Decline. */
export function JoinRequestView({ id }: { id: string }) {
  return (
    <ResourceView
      key={`join-requests:view:${id}`}
      def={joinRequest}
      id={id}
      actions={(record) => <StateBadge record={record} />}
      sections={(record) => <DecisionCard record={record} />}
      // The card below offers the same two actions with the requester's context.
      declaredActions={false}
    />
  );
}

function StateBadge({ record }: { record: ResourceRecord }) {
  const state = String(record.requestStatus ?? 'pending');
  const option = joinRequest.fields.requestStatus.options?.find((o) => o.value === state);
  const language = useLanguage();
  return (
    <Badge color={STATE_COLOR[state] ?? 'gray'} variant="light" radius="sm" tt="none" data-testid="request-state" data-state={state}>
      {option ? labelText(option.label, language) : state}
    </Badge>
  );
}

function DecisionCard({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation('people');
  const can = useCan();
  const client = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim() || String(record.email ?? '');
  const pending = record.requestStatus === 'pending' && record.status === 'active';

  const decide = useMutation<{ requestStatus: string }, ApiError, Decision>({
    // The declared actions (ADR 0020): approve, or reject with a reason.
    mutationFn: (body) =>
      body.decision === 'accept'
        ? api.post(`/join-requests/${encodeURIComponent(record.id)}/${actionPath(joinRequestApprove)}`, {})
        : api.post(`/join-requests/${encodeURIComponent(record.id)}/${actionPath(joinRequestReject)}`, { reason: body.reason }),
    onSuccess: async (_res, body) => {
      setDeclining(false);
      setError(null);
      if (body.decision === 'accept') toast.success(t('access.accepted'), t('access.acceptedText', { name }));
      else toast.success(t('access.declined'), name);
      await client.invalidateQueries({ queryKey: resourceKeys.all('join-requests') });
      await client.invalidateQueries({ queryKey: resourceKeys.all('users') });
    },
    onError: async (err, body) => {
      const reasonMsg = err.fieldErrors.find((f) => f.path === 'reason')?.message;
      if (body.decision === 'decline' && reasonMsg) {
        setReasonError(reasonMsg);
        return;
      }
      const message = err.fieldErrors.length ? err.fieldErrors.map((f) => f.message).join(' · ') : err.message;
      setDeclining(false);
      setError(message);
      toast.error(t('access.decisionFailed'), message);
      if (err.status === 409) await client.invalidateQueries({ queryKey: resourceKeys.record('join-requests', record.id) });
    },
  });

  const mayAccept = can(actionSlug(joinRequestApprove));
  const mayDecline = can(actionSlug(joinRequestReject));
  return (
    <Card data-testid="join-request-decision" data-state={String(record.requestStatus ?? '')}>
      <Stack gap="sm">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.5}>
          {t('access.decision')}
        </Text>
        {error ? (
          <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid="decision-error">
            {error}
          </Alert>
        ) : null}
        {pending ? (
          <>
            <Text size="sm" c="dimmed">
              {t('access.pendingHint')}
            </Text>
            {mayAccept || mayDecline ? (
              <Group gap="sm">
                <Button
                  display={mayAccept ? undefined : 'none'}
                  color="success"
                  leftSection={<Icon name="check" size={15} />}
                  loading={decide.isPending && decide.variables?.decision === 'accept'}
                  disabled={decide.isPending}
                  onClick={() => {
                    setError(null);
                    decide.mutate({ decision: 'accept' });
                  }}
                  data-testid="join-accept"
                >
                  {t('access.accept')}
                </Button>
                <Button
                  display={mayDecline ? undefined : 'none'}
                  color="danger"
                  variant="light"
                  leftSection={<Icon name="x" size={15} />}
                  disabled={decide.isPending}
                  onClick={() => {
                    setError(null);
                    setReason('');
                    setReasonError(null);
                    setDeclining(true);
                  }}
                  data-testid="join-decline"
                >
                  {t('access.decline')}
                </Button>
              </Group>
            ) : null}
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="decided-hint">
            {t('access.decidedHint')}
          </Text>
        )}
      </Stack>
      <Modal
        opened={declining}
        onClose={() => setDeclining(false)}
        title={<Text fw={600}>{t('access.declineTitle')}</Text>}
        centered
        data-testid="decline-modal"
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) {
              setReasonError(t('access.reasonRequired'));
              return;
            }
            decide.mutate({ decision: 'decline', reason: reason.trim() });
          }}
        >
          <Text size="sm" c="dimmed" mb="md">
            {t('access.declineText', { name })}
          </Text>
          <Textarea
            label={t('access.reason')}
            placeholder={t('access.reasonPlaceholder')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            data-testid="decline-reason"
            data-autofocus
          />
          <Group justify="flex-end" mt="xl" gap="sm">
            <Button variant="default" onClick={() => setDeclining(false)} disabled={decide.isPending} data-testid="decline-cancel">
              {t('common:cancel')}
            </Button>
            <Button type="submit" color="danger" loading={decide.isPending} data-testid="decline-confirm">
              {t('access.decline')}
            </Button>
          </Group>
        </form>
      </Modal>
    </Card>
  );
}
