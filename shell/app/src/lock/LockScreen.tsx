import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Anchor, Avatar, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import {
  ProviderError,
  displayNameOf,
  documentTitle,
  errorMessage,
  logout,
  providerFeatures,
  reauthenticateInPopup,
  usePrincipal,
  verifyPassword,
} from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { initials } from '../layout/UserMenu';
import { clearLock, unlockConsole } from './idle-lock';

/**
 * `/lock-screen` and the idle lock (ADR 0076): the password again, checked by the identity
 * provider (the development provider's check endpoint, or a fresh Keycloak sign-in), never here.
 */
export function LockScreen() {
  const { t } = useTranslation('shell');
  const principal = usePrincipal();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const features = useQuery({ queryKey: ['identity-provider'], queryFn: providerFeatures, staleTime: Infinity });
  const inPage = !!features.data?.passwordVerifyEndpoint;
  const name = principal ? displayNameOf(principal) : '';

  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(t('lockTitle'));
    return () => {
      document.title = previous;
    };
  }, [t]);

  const unlock = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (inPage) await verifyPassword(password);
      else await reauthenticateInPopup(principal?.email ?? null);
      setPassword('');
      unlockConsole();
    } catch (e) {
      setError(e instanceof ProviderError && e.status === 401 && inPage ? t('lockWrongPassword') : errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="portico-lock" role="dialog" aria-modal="true" aria-labelledby="lock-title" data-testid="lock-screen">
      <Card shadow="xl" padding="xl" radius="md" w={400} maw="100%">
        <form onSubmit={(e) => void unlock(e)}>
          <Stack gap="md" align="stretch">
            <Stack gap={6} align="center">
              <Avatar radius="xl" size={64} color="portico" variant="filled" aria-hidden>
                {initials(name || '?')}
              </Avatar>
              <Title order={1} size="h3" id="lock-title" ta="center">
                {t('lockTitle')}
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {t(inPage ? 'lockText' : 'lockTextProvider', { name })}
              </Text>
            </Stack>
            {error ? (
              <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid="lock-error">
                {error}
              </Alert>
            ) : null}
            {inPage ? (
              <PasswordInput
                label={t('password')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                data-autofocus
                required
                data-testid="lock-password"
              />
            ) : null}
            <Button type="submit" loading={busy || features.isLoading} leftSection={<Icon name="lock" size={16} />} data-testid="unlock">
              {t('unlock')}
            </Button>
            <Text size="sm" ta="center">
              {t('lockNotYou', { name })}{' '}
              <Anchor
                component="button"
                type="button"
                onClick={() => {
                  clearLock();
                  void logout();
                }}
                data-testid="lock-logout"
              >
                {t('logout')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Card>
    </div>
  );
}
