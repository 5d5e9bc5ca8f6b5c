import { useEffect } from 'react';
import { Alert, Box, Button, Card, Stack } from '@mantine/core';
import { consumeReturnTo, linkProps, navigate, useSession } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';
import { Splash } from './Splash';

/** `/callback`: completes the sign-in, then goes to the `to` page (or the dashboard). */
export function CallbackPage() {
  const { t } = useTranslation('shell');
  const status = useSession((s) => s.status);
  const error = useSession((s) => s.error);
  useEffect(() => {
    if (status === 'authenticated') navigate(consumeReturnTo(), { replace: true });
    else if (status === 'anonymous' && !error) navigate('/login', { replace: true });
  }, [status, error]);
  if (status === 'anonymous' && error) {
    return (
      <Box className="portico-auth-page" data-testid="callback-error">
        <Card className="portico-auth-card" padding="xl">
          <Stack>
            <Alert color="danger" variant="light" icon={<Icon name="alert" />} title={t('callbackFailed')} role="alert">
              {error}
            </Alert>
            <Button {...linkProps('/login')} component="a" variant="light">
              {t('backToLogin')}
            </Button>
          </Stack>
        </Card>
      </Box>
    );
  }
  return <Splash label={t('signingIn')} />;
}
