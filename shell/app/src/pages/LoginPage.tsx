import { useState } from 'react';
import { Alert, Anchor, Box, Button, Card, Stack, Text, Title } from '@mantine/core';
import { documentTitle, linkProps, login, safeRedirectPath, useLocation, useSession } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { Logo } from '../layout/Logo';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * `/login` and `/pages/login`: the sign-in card. "Sign in" starts the OpenID Connect redirect;
 * the provider hosts the email and password form and returns to /callback.
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const { query } = useLocation();
  const error = useSession((s) => s.error);
  const [busy, setBusy] = useState(false);
  const to = safeRedirectPath(query.get('to'));
  useDocumentTitle(documentTitle(t('signIn')));

  const signIn = async () => {
    setBusy(true);
    try {
      const started = await login(to);
      if (!started) setBusy(false);
    } catch (e) {
      console.error('Could not start sign-in', e);
      setBusy(false);
    }
  };

  return (
    <Box className="portico-auth-page" data-testid="login-page">
      <Box className="portico-auth-lang">
        <LanguageSwitch variant="page" />
      </Box>
      <Card className="portico-auth-card" shadow="md" padding="xl" radius="md">
        <Stack gap="lg">
          <Box ta="center">
            <Logo size={38} />
          </Box>
          <Stack gap={6}>
            <Title order={1} size="h3" className="portico-auth-title">
              {t('welcomeTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('welcomeText')}
            </Text>
          </Stack>
          {error ? (
            <Alert color="danger" variant="light" icon={<Icon name="alert" />} title={t('callbackFailed')} data-testid="login-error">
              {error}
            </Alert>
          ) : null}
          {to ? (
            <Text size="xs" c="dimmed" data-testid="login-continue">
              {t('continueTo', { path: to })}
            </Text>
          ) : null}
          <Button
            size="md"
            fullWidth
            onClick={() => void signIn()}
            loading={busy}
            rightSection={<Icon name="arrowRight" size={18} />}
            data-testid="sign-in"
          >
            {t('signIn')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            <Icon name="lock" size={13} style={{ verticalAlign: '-2px', marginRight: 4 }} />
            {t('signInNote')}
          </Text>
          <Anchor {...linkProps('/forgot-password')} size="sm" ta="center" data-testid="forgot-password-link">
            {t('forgotPassword')}
          </Anchor>
        </Stack>
      </Card>
    </Box>
  );
}
