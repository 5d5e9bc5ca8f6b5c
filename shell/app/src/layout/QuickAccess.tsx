import { useEffect } from 'react';
import { ActionIcon, Group, Menu, Text, Tooltip } from '@mantine/core';
import {
  labelText,
  linkClick,
  navigate,
  useCan,
  useLanguage,
  useLocation,
  usePageMetaStore,
  usePrincipal,
  useSession,
} from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';
import { STARS_SHOWN, canOpen, loadStars, pinnedBookmarks, toggleStar, useStars } from '../quick-access';
import { homeFor } from '../routing';
import { useShell } from '../state';

/**
 * Quick access in the navbar: the spec's bookmarks the user may open (Notification, Calendar,
 * Maintenance, User, Bill, Parcel), a star for the current page, and the first 10 starred pages.
 */
export function QuickAccess() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const remotes = useShell((s) => s.remotes);
  const can = useCan();
  const status = useSession((s) => s.status);
  const principal = usePrincipal();
  const { pathname, search } = useLocation();
  const title = usePageMetaStore((s) => s.meta?.title ?? '');
  const ownerId = principal ? (principal.viewedBy ?? principal.userId) : null;
  useEffect(() => loadStars(ownerId), [ownerId]);
  const stars = useStars((s) => s.stars);
  if (!principal) return null;
  const home = homeFor(principal.roles);
  const open = (path: string) => canOpen(path, { remotes, can, status, home });
  const bookmarks = pinnedBookmarks(remotes, principal.roles, open, can);
  const here = `${pathname}${search}`;
  const starred = stars.some((s) => s.path === here);
  const shown = stars.filter((s) => open(s.path)).slice(0, STARS_SHOWN);
  return (
    <Group gap={2} wrap="nowrap" aria-label={t('quickAccess')} role="group" data-testid="quick-access">
      {bookmarks.map((b) => (
        <Tooltip key={b.key} label={labelText(b.label, language)}>
          <ActionIcon
            component="a"
            href={b.path}
            onClick={linkClick(b.path)}
            variant="transparent"
            color="white"
            size="lg"
            aria-label={labelText(b.label, language)}
            className="portico-quick"
            data-testid="quick-bookmark"
            data-key={b.key}
            data-path={b.path}
          >
            <Icon name={b.icon} size={20} stroke={1.75} />
          </ActionIcon>
        </Tooltip>
      ))}
      <Menu position="bottom-start" shadow="md" width={260} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="transparent"
            color="white"
            size="lg"
            aria-label={t('starredPages')}
            className="portico-quick"
            data-testid="starred-menu"
            data-count={shown.length}
          >
            <Icon name="bookmarks" size={20} stroke={1.75} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown data-testid="starred-list">
          <Menu.Label>{t('starredPages')}</Menu.Label>
          {shown.length ? (
            shown.map((s) => (
              <Menu.Item
                key={s.path}
                onClick={() => navigate(s.path)}
                data-testid="starred-item"
                data-path={s.path}
                leftSection={<Icon name="star" size={14} />}
              >
                <Text size="sm" lineClamp={1}>
                  {s.title}
                </Text>
              </Menu.Item>
            ))
          ) : (
            <Text size="xs" c="dimmed" px="sm" pb="xs">
              {t('noStars')}
            </Text>
          )}
          {stars.length > STARS_SHOWN ? (
            <Text size="xs" c="dimmed" px="sm" pb="xs">
              {t('starsLimited', { count: STARS_SHOWN })}
            </Text>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={starred ? t('unstarPage') : t('starPage')}>
        <ActionIcon
          variant="transparent"
          color={starred ? 'yellow' : 'white'}
          size="lg"
          aria-pressed={starred}
          aria-label={starred ? t('unstarPage') : t('starPage')}
          className="portico-quick portico-star-toggle"
          data-testid="star-toggle"
          data-starred={starred || undefined}
          onClick={() => toggleStar({ path: here, title: title || pathname })}
        >
          <Icon name="star" size={18} stroke={1.75} fill={starred ? 'currentColor' : 'none'} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
