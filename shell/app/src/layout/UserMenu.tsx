import { useState } from 'react';
import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, displayNameOf, logout, primaryRole, usePrincipal } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';
import { useIsConsoleAdmin } from '../console-settings';
import { lockConsole } from '../lock/idle-lock';
import { ConsoleSettingsModal } from './ConsoleSettingsModal';

export function initials(name: string): string {
  const parts = name
    .trim()
    .split(/[\s@.]+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

interface Organization {
  orgId: string;
  name: string;
  role: string;
  current: boolean;
}

/**
 * A person who belongs to several organizations (ADR 0042) picks the one they work in; the
 * whole console starts again in it, so no screen keeps data of the one they left.
 */
function OrganizationItems({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('shell');
  const organizations = useQuery({
    queryKey: ['me', 'organizations'],
    queryFn: ({ signal }) => api.get<Organization[]>('/me/organizations', { signal }),
    enabled,
    staleTime: 60_000,
  });
  const switchTo = useMutation({
    mutationFn: (orgId: string) => api.request('PUT', '/me/organization', { body: { orgId } }),
    onSuccess: () => window.location.assign('/'),
  });
  const list = organizations.data ?? [];
  if (list.length < 2) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('organizations')}</Menu.Label>
      {list.map((org) => (
        <Menu.Item
          key={org.orgId}
          leftSection={<Icon name={org.current ? 'check' : 'building'} size={16} />}
          disabled={org.current || switchTo.isPending}
          onClick={() => switchTo.mutate(org.orgId)}
          data-testid={`organization-${org.orgId}`}
        >
          <Text size="sm">{org.name}</Text>
          <Text size="xs" c="dimmed">
            {org.role}
          </Text>
        </Menu.Item>
      ))}
    </>
  );
}

/** The signed-in user, their role, their organizations, and Logout. */
export function UserMenu() {
  const principal = usePrincipal();
  const { t } = useTranslation('shell');
  const admin = useIsConsoleAdmin();
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!principal) return null;
  const role = primaryRole(principal.roles);
  const name = displayNameOf(principal);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={230} withinPortal>
        <Menu.Target>
          {/* Named by what it shows (name and role), so speech input finds it by its label;
            the initials are decoration, and on a phone, where the text is hidden, the name is read. */}
          <UnstyledButton className="portico-user" data-testid="user-menu">
            <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
            <Group gap={10} wrap="nowrap">
              <Box className="portico-user-text" visibleFrom="sm">
                <Text size="sm" fw={600} lh={1.2} c="white" data-testid="user-name">
                  {name}
                </Text>
                <Text size="xs" lh={1.2} className="portico-user-role" data-testid="user-role">
                  {t(`role_${role}`, { defaultValue: role })}
                </Text>
              </Box>
              <Avatar radius="xl" size={36} color="white" variant="filled" className="portico-avatar" aria-hidden>
                {initials(name)}
              </Avatar>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('signedInAs')}</Menu.Label>
          <Box px="sm" pb="xs">
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {principal.email}
            </Text>
          </Box>
          <OrganizationItems enabled={!principal.viewedBy} />
          <Menu.Divider />
          {admin && !principal.viewedBy ? (
            <Menu.Item
              leftSection={<Icon name="tool" size={16} />}
              onClick={() => setSettingsOpen(true)}
              data-testid="console-settings-open"
            >
              {t('consoleSettings')}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<Icon name="lock" size={16} />} onClick={lockConsole} data-testid="lock-now">
            {t('lockNow')}
          </Menu.Item>
          <Menu.Item
            leftSection={<Icon name="logout" size={16} />}
            onClick={() => void logout()}
            data-testid="logout"
            color="danger"
            c="var(--mantine-color-danger-text)"
          >
            {t('logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConsoleSettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
