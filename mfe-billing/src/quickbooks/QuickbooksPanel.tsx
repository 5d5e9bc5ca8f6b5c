import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { slugFor, type Label } from '@portico/contracts/kit';
import { integrationSettings, type QuickbooksStatus } from '@portico/contracts/billing';
import { api, defineLabels, errorMessage, formatDateTime, labelText, resourceQueryRoot, useCan, useLanguage } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';

export const qbText = defineLabels('mfe-billing.quickbooks', {
  title: { en: 'Accounting software (QuickBooks Online)', es: 'Software contable (QuickBooks Online)' },
  connected: { en: 'Connected', es: 'Conectado' },
  notConnected: { en: 'Not connected', es: 'No conectado' },
  notRegistered: {
    en: 'no Fuze-type or accounting-software account found, please register',
    es: 'no se encontró una cuenta tipo Fuze ni de software contable; regístrela',
  },
  company: { en: 'Company', es: 'Empresa' },
  since: { en: 'Connected on', es: 'Conectado el' },
  connect: { en: 'Connect to QuickBooks', es: 'Conectar con QuickBooks' },
  reconnect: { en: 'Reconnect', es: 'Reconectar' },
  push: { en: 'Push changes now', es: 'Enviar cambios ahora' },
  pull: { en: 'Pull changes now', es: 'Traer cambios ahora' },
  pushed: {
    en: 'Synced: {customers} customers, {invoices} invoices, {payments} payments. {failed} will retry, {attention} need attention.',
    es: 'Sincronizados: {customers} clientes, {invoices} facturas, {payments} pagos. {failed} se reintentarán, {attention} requieren atención.',
  },
  pulled: { en: '{changed} records changed in QuickBooks', es: '{changed} registros cambiaron en QuickBooks' },
  syncList: { en: 'Sync status of each record', es: 'Estado de sincronización de cada registro' },
} satisfies Record<string, Label>);

interface PushCounts {
  queued: number;
  synced: number;
  failed: number;
  needsAttention: number;
}

const fill = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? 0));

/**
 * The organization's QuickBooks connection on its integration settings: connect (OAuth 2 at
 * Intuit, back through /quickbooks-connected), push our changes and pull theirs now.
 */
export function QuickbooksPanel({ parentOrgId }: { parentOrgId?: string | undefined }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const can = useCan();
  const client = useQueryClient();
  const query = parentOrgId ? { parentOrgId } : {};
  const status = useQuery({
    queryKey: [...resourceQueryRoot(integrationSettings.module), 'quickbooks-status', query],
    queryFn: ({ signal }) => api.get<QuickbooksStatus>('/quickbooks/status', { query, signal }),
  });
  const [message, setMessage] = useState<string | null>(null);
  const connect = useMutation({
    mutationFn: () => api.get<{ url: string }>('/quickbooks/authorize', { query }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const push = useMutation({
    mutationFn: () => api.post<Record<'customers' | 'invoices' | 'payments', PushCounts>>('/quickbooks/push', query),
    onSuccess: async (r) => {
      const all = [r.customers, r.invoices, r.payments];
      setMessage(
        fill(t(qbText.pushed), {
          customers: r.customers.synced,
          invoices: r.invoices.synced,
          payments: r.payments.synced,
          failed: all.reduce((n, c) => n + c.failed, 0),
          attention: all.reduce((n, c) => n + c.needsAttention, 0),
        }),
      );
      await client.invalidateQueries({ queryKey: resourceQueryRoot('accounting-sync') });
    },
  });
  const pull = useMutation({
    mutationFn: () => api.post<{ changed: number }>('/quickbooks/pull', query),
    onSuccess: async ({ changed }) => {
      setMessage(fill(t(qbText.pulled), { changed }));
      await client.invalidateQueries({ queryKey: resourceQueryRoot('accounting-sync') });
    },
  });
  const mayChange = can(slugFor(integrationSettings, 'update'));
  const s = status.data;
  const error = status.error ?? connect.error ?? push.error ?? pull.error;
  return (
    <Card data-testid="quickbooks-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t(qbText.title)}</Text>
          {s ? (
            <Badge color={s.connected ? 'success' : 'gray'} data-testid="quickbooks-state">
              {t(s.connected ? qbText.connected : qbText.notConnected)}
            </Badge>
          ) : null}
        </Group>
        {s && !s.registered ? (
          <Alert color="warning" variant="light" data-testid="quickbooks-not-registered">
            {t(qbText.notRegistered)}
          </Alert>
        ) : null}
        {s?.connected ? (
          <Text size="sm" data-testid="quickbooks-company">
            {t(qbText.company)}: <b>{s.companyName ?? s.realmId}</b> · {t(qbText.since)} {formatDateTime(s.connectedAt, language)}
          </Text>
        ) : null}
        {error ? (
          <Alert color="danger" variant="light">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {message ? (
          <Alert color="info" variant="light" data-testid="quickbooks-message">
            {message}
          </Alert>
        ) : null}
        {mayChange && s?.registered ? (
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<Icon name="plug" size={14} />}
              loading={connect.isPending}
              onClick={() => connect.mutate()}
              data-testid="quickbooks-connect"
            >
              {t(s.connected ? qbText.reconnect : qbText.connect)}
            </Button>
            {s.connected ? (
              <>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<Icon name="upload" size={14} />}
                  loading={push.isPending}
                  onClick={() => push.mutate()}
                  data-testid="quickbooks-push"
                >
                  {t(qbText.push)}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<Icon name="download" size={14} />}
                  loading={pull.isPending}
                  onClick={() => pull.mutate()}
                  data-testid="quickbooks-pull"
                >
                  {t(qbText.pull)}
                </Button>
              </>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
