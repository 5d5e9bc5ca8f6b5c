import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { labelText, linkClick, useCan, useLanguage } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';
import { buildMenu } from '../menu';
import { useShell } from '../state';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

/** Floating navbar (#314671): menu toggle, quick access, language switch and the user menu. */
export function Navbar({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation('shell');
  const remotes = useShell((s) => s.remotes);
  const can = useCan();
  const language = useLanguage();
  const quick = buildMenu(remotes, can)
    .flatMap((s) => s.items)
    .slice(0, 5);
  return (
    <header className="portico-navbar" data-testid="navbar">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="lg"
          size="sm"
          color="white"
          aria-label={t('menu')}
          data-testid="menu-toggle"
        />
        <Group gap={2} visibleFrom="sm" aria-label={t('quickAccess')} role="group">
          {quick.map((item) => (
            <Tooltip key={item.key} label={labelText(item.label, language)}>
              <ActionIcon
                component="a"
                href={item.path}
                onClick={linkClick(item.path)}
                variant="transparent"
                color="white"
                size="lg"
                aria-label={labelText(item.label, language)}
                className="portico-quick"
              >
                <Icon name={item.icon} size={20} stroke={1.75} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <span className="portico-navbar-divider" />
        <UserMenu />
      </Group>
    </header>
  );
}
