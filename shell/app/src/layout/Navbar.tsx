import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { QuickAccess } from './QuickAccess';
import { UserMenu } from './UserMenu';
import { HeaderItems } from './HeaderItems';

/** Floating navbar (#314671): menu toggle, quick access, language switch and the user menu. */
export function Navbar({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation('shell');
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
        <Box visibleFrom="sm">
          <QuickAccess />
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <HeaderItems />
        <LanguageSwitch />
        <span className="portico-navbar-divider" />
        <UserMenu />
      </Group>
    </header>
  );
}
