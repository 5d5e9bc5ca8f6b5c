import type { ReactNode } from 'react';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { documentTitle, formatDateTime, linkProps, logout, safeRedirectPath, useLocation, useSession } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';
import { Logo } from '../layout/Logo';
import { useConsoleSettings } from '../console-settings';
import type { ErrorPage, StatusPage } from '../routing';
import { useDocumentTitle } from './useDocumentTitle';

const CONTENT: Record<ErrorPage | StatusPage, { code: string; title: string; text: string; color: string }> = {
  'error-404': { code: '404', title: 'notFoundTitle', text: 'notFoundText', color: 'portico' },
  'error-500': { code: '500', title: 'serverErrorTitle', text: 'serverErrorText', color: 'danger' },
  'not-authorized': { code: '403', title: 'notAuthorizedTitle', text: 'notAuthorizedText', color: 'warning' },
  comingsoon: { code: '', title: 'comingSoonTitle', text: 'comingSoonText', color: 'portico' },
  'page-maintenance': { code: '', title: 'maintenanceTitle', text: 'maintenanceText', color: 'warning' },
};

const ICONS: Partial<Record<ErrorPage | StatusPage, string>> = { comingsoon: 'calendar', 'page-maintenance': 'tool' };

/**
 * `/error-404`, `/error-500`, `/not-authorized`, `/comingsoon` and `/page-maintenance`: full
 * pages outside the layout, in one look.
 */
export function ErrorPageView({ page }: { page: ErrorPage | StatusPage }) {
  const { t } = useTranslation('shell');
  const { query } = useLocation();
  const signedIn = useSession((s) => s.status === 'authenticated');
  const content = CONTENT[page];
  useDocumentTitle(documentTitle(t(content.title)));
  // `/error-500?from=/orders/list`: the page that failed, to try again.
  const retry = page === 'error-500' ? safeRedirectPath(query.get('from')) : null;
  const icon = ICONS[page];
  return (
    <Box className="portico-error-page" data-testid={page} data-page={page}>
      <Box className="portico-error-brand">
        <Logo />
      </Box>
      <Stack align="center" gap="md" className="portico-error-body">
        {icon ? (
          <Box className={`portico-status-icon portico-error-code-${content.color}`} aria-hidden="true">
            <Icon name={icon} size={72} />
          </Box>
        ) : (
          <Text className={`portico-error-code portico-error-code-${content.color}`} aria-hidden="true">
            {content.code}
          </Text>
        )}
        <Title order={1} size="h2" ta="center" data-testid="error-title">
          {t(content.title)}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {t(content.text)}
        </Text>
        {page === 'page-maintenance' && signedIn ? <MaintenanceDetails /> : null}
        {page === 'comingsoon' && query.get('page') ? (
          <Text size="sm" ta="center" data-testid="coming-page">
            {t('comingSoonPage', { page: query.get('page') })}
          </Text>
        ) : null}
        <Group mt="sm">
          {retry ? (
            <Button
              {...linkProps(retry)}
              component="a"
              variant="default"
              leftSection={<Icon name="refresh" size={16} />}
              data-testid="try-again"
            >
              {t('tryAgain')}
            </Button>
          ) : null}
          {page === 'page-maintenance' && signedIn ? null : (
            <Button
              {...linkProps(signedIn ? '/dashboard/analytics' : '/')}
              component="a"
              leftSection={<Icon name="home" size={16} />}
              data-testid="back-home"
            >
              {t('backToHome')}
            </Button>
          )}
          {(page === 'not-authorized' || page === 'page-maintenance') && signedIn ? (
            <Button
              variant="default"
              onClick={() => void logout()}
              leftSection={<Icon name="logout" size={16} />}
              data-testid="status-logout"
            >
              {t('logout')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Box>
  );
}

/** The operator's own words and since when, from the stored switch. */
function MaintenanceDetails(): ReactNode {
  const { t } = useTranslation('shell');
  const settings = useConsoleSettings().data;
  if (!settings?.maintenanceMode) return null;
  return (
    <Stack gap={4} align="center" maw={480} data-testid="maintenance-details">
      {settings.maintenanceMessage ? (
        <Text ta="center" fw={600} data-testid="maintenance-message">
          {settings.maintenanceMessage}
        </Text>
      ) : null}
      {settings.updatedAt ? (
        <Text size="sm" c="dimmed" ta="center">
          {t('maintenanceSince', { at: formatDateTime(settings.updatedAt) })}
        </Text>
      ) : null}
    </Stack>
  );
}
