import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { slugFor, type Label } from '@portico/contracts/kit';
import { integrationSettings } from '@portico/contracts/billing';
import { api, defineLabels, errorMessage, labelText, linkProps, type RemotePage, useLanguage, usePageMeta } from '@portico/shell-sdk';
import type { RemoteRoute } from '@portico/shell-ui';

const text = defineLabels('mfe-billing.quickbooksConnected', {
  title: { en: 'QuickBooks connection', es: 'Conexión con QuickBooks' },
  working: { en: 'Finishing the connection…', es: 'Terminando la conexión…' },
  done: { en: 'Connected to {company}.', es: 'Conectado a {company}.' },
  missing: {
    en: 'QuickBooks did not send back a connection. Start again from the integration settings.',
    es: 'QuickBooks no devolvió una conexión. Vuelva a empezar desde la configuración de integraciones.',
  },
  denied: { en: 'The connection was not approved in QuickBooks ({error}).', es: 'La conexión no se aprobó en QuickBooks ({error}).' },
  back: { en: 'Back to integration settings', es: 'Volver a la configuración de integraciones' },
} satisfies Record<string, Label>);

/**
 * `/quickbooks-connected` (spec): where Intuit sends the browser back. Posts the code, state and
 * company id it brought to the API, which checks the state was issued to this user and org.
 */
export function QuickbooksConnectedPage() {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  usePageMeta(t(text.title), [{ title: t(text.title), active: true }]);
  // Read once: the address is cleaned right after, and a re-render must not lose what Intuit sent.
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const code = params.get('code');
  const state = params.get('state');
  const realmId = params.get('realmId');
  const denied = params.get('error');
  const finish = useMutation({
    mutationFn: (body: { code: string; state: string; realmId: string }) =>
      api.post<{ companyName: string | null; realmId: string }>('/quickbooks/connect', body),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !code || !state || !realmId) return;
    started.current = true;
    // The code is single-use: drop it from the address bar so a reload does not replay it.
    history.replaceState(history.state, '', window.location.pathname);
    finish.mutate({ code, state, realmId });
  }, [code, state, realmId, finish]);
  return (
    <Card maw={640} data-testid="quickbooks-connected">
      <Stack gap="md">
        {denied ? <Alert color="danger">{t(text.denied).replace('{error}', denied)}</Alert> : null}
        {!denied && (!code || !state || !realmId) && !finish.isSuccess && !finish.isPending ? (
          <Alert color="warning">{t(text.missing)}</Alert>
        ) : null}
        {finish.isPending ? (
          <Text>
            <Loader size="xs" mr="xs" />
            {t(text.working)}
          </Text>
        ) : null}
        {finish.isSuccess ? (
          <Alert color="success" data-testid="quickbooks-connected-ok">
            {t(text.done).replace('{company}', finish.data.companyName ?? finish.data.realmId)}
          </Alert>
        ) : null}
        {finish.isError ? <Alert color="danger">{errorMessage(finish.error)}</Alert> : null}
        <Button component="a" variant="light" {...linkProps(`/${integrationSettings.module}/list`)}>
          {t(text.back)}
        </Button>
      </Stack>
    </Card>
  );
}

export const quickbooksConnectedPage: RemotePage = { path: '/quickbooks-connected', permission: slugFor(integrationSettings, 'update') };
export const quickbooksConnectedRoute: RemoteRoute = { path: quickbooksConnectedPage.path, render: () => <QuickbooksConnectedPage /> };
