import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { documentTitle, linkProps, logout, useSession } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';
import { Logo } from '../layout/Logo';
import type { ErrorPage } from '../routing';
import { useDocumentTitle } from './useDocumentTitle';

const CONTENT: Record<ErrorPage, { code: string; title: string; text: string; icon: string; color: string }> = {
  'error-404': { code: '404', title: 'notFoundTitle', text: 'notFoundText', icon: 'search', color: 'portico' },
  'error-500': { code: '500', title: 'serverErrorTitle', text: 'serverErrorText', icon: 'alert', color: 'danger' },
  'not-authorized': { code: '403', title: 'notAuthorizedTitle', text: 'notAuthorizedText', icon: 'lock', color: 'warning' },
};

/** `/error-404`, `/error-500` and `/not-authorized`: full-page, outside the layout. */
export function ErrorPageView({ page }: { page: ErrorPage }) {
  const { t } = useTranslation('shell');
  const signedIn = useSession((s) => s.status === 'authenticated');
  const content = CONTENT[page];
  useDocumentTitle(documentTitle(t(content.title)));
  return (
    <Box className="portico-error-page" data-testid={page} data-page={page}>
      <Box className="portico-error-brand">
        <Logo />
      </Box>
      <Stack align="center" gap="md" className="portico-error-body">
        <Text className={`portico-error-code portico-error-code-${content.color}`} aria-hidden="true">
          {content.code}
        </Text>
        <Title order={1} size="h2" ta="center" data-testid="error-title">
          {t(content.title)}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {t(content.text)}
        </Text>
        <Group mt="sm">
          <Button
            {...linkProps(signedIn ? '/dashboard/analytics' : '/')}
            component="a"
            leftSection={<Icon name="home" size={16} />}
            data-testid="back-home"
          >
            {t('backToHome')}
          </Button>
          {page === 'not-authorized' && signedIn ? (
            <Button variant="default" onClick={() => void logout()} leftSection={<Icon name="logout" size={16} />}>
              {t('logout')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Box>
  );
}
